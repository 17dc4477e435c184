import { createCleanup } from './cleanup';
import { mobileMenuReducer, type MobileMenuEvent } from './mobile-menu';

/**
 * Drives the prerendered menu button and nav with the pure reducer: the button toggles, choosing
 * a link or pressing Escape closes. Returns a function that detaches the listeners.
 */
export function attachMobileMenu(button: HTMLElement, nav: HTMLElement): () => void {
  let open = false;
  const send = (event: MobileMenuEvent) => {
    open = mobileMenuReducer(open, event);
    button.setAttribute('aria-expanded', String(open));
    button.textContent = open ? 'Close menu' : 'Menu';
    nav.dataset.open = String(open);
  };
  const onToggle = () => send({ type: 'toggle' });
  const onNavClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a')) send({ type: 'anchorChosen' });
  };
  const onKey = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') send({ type: 'escape' });
  };
  const cleanup = createCleanup();
  cleanup.listen(button, 'click', onToggle);
  cleanup.listen(nav, 'click', onNavClick);
  cleanup.listen(button.ownerDocument.defaultView!, 'keydown', onKey);
  // The prerendered button is on screen before this script arrives; the mark says a tap now works.
  button.dataset.live = 'true';
  return () => {
    delete button.dataset.live;
    cleanup.run();
  };
}
