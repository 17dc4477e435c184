/** The top bar's menu on narrow screens: toggled by its button, closed by choosing an anchor or Escape. */
export type MobileMenuEvent = { type: 'toggle' } | { type: 'anchorChosen' } | { type: 'escape' };

export function mobileMenuReducer(open: boolean, event: MobileMenuEvent): boolean {
  switch (event.type) {
    case 'toggle':
      return !open;
    case 'anchorChosen':
    case 'escape':
      return false;
  }
}
