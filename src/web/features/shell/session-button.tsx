import { Button } from '../../ui';

/**
 * Placeholder until the auth work lands: the slot where Login/Logout goes. Disabled because
 * signing in is not wired yet; the auth engineer replaces this file.
 */
export function SessionButton() {
  return (
    <Button $variant="secondary" disabled>
      Login
    </Button>
  );
}
