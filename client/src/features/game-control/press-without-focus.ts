// Issue 39 (decision 054): a button of the console pressed with a finger or a mouse does not take
// focus, as in Safari. Chrome focuses it, and a focused button that the tap then disables or removes
// (Call Timeout, End Timeout, Start Clock) makes the browser recompute the whole page's style inside
// the tap, to move focus off it: 10 to 30 ms of a phone's CPU in the middle of drawing the answer.
// The keyboard still focuses every button. A popover's opener and the choices inside it still take
// focus: the browser gives focus back, on closing, to what had it at the opening.
export function pressWithoutFocus(event: Pick<MouseEvent, 'target' | 'preventDefault'>): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const button = target.closest('button');
  if (button && !button.hasAttribute('popovertarget') && !button.closest('[popover]')) event.preventDefault();
}
