import { type ReactNode, Suspense } from 'react';
import { hydrationTurn } from './first-render';

// Issue 17: a part of a server-rendered page whose hydration waits for a task of its own
// (first-render.ts, hydrationTurn). While it waits, Preact keeps the element the server drew for it
// (a component that suspends while hydrating keeps its DOM), so the part must draw exactly one
// element. Anywhere else (the server, a page the browser drew itself) it renders its children at once.
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}

function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  const turn = hydrationTurn(name);
  if (turn) throw turn;
  return children;
}
