import { replaceEqualDeep } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GameDto } from '@common/schemas/games/dto';
import { serverClock } from '@client/lib/server-clock';

// Issue 39: the console draws again only what changed. The game shown and the estimated server
// time are one store; a component reads what it draws of them through a selector, and draws again
// only when that value changes (compared deeply; an unchanged part keeps its identity, so a memoized
// card given it is skipped). The clock's digits change every second; the console's state (running,
// a timeout, the two-minute warning's stop, the controls) only at its moments.

// The clock is read several times a second, so a countdown turns over within a fraction of a second
// of the true instant. One timer for the page, running while something listens.
const TICK_MS = 200;
const ticking = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function onTick(listener: () => void): () => void {
  ticking.add(listener);
  timer ??= setInterval(() => {
    for (const tick of [...ticking]) tick();
  }, TICK_MS);
  return () => {
    ticking.delete(listener);
    if (ticking.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

export type LiveGame = {
  game(): GameDto;
  subscribe(listener: () => void): () => void;
};

function createLiveGame(first: GameDto): LiveGame & { show(game: GameDto): void; publish(): void } {
  let current = first;
  let published = first;
  const listeners = new Set<() => void>();
  return {
    game: () => current,
    show(game) {
      current = game;
    },
    publish() {
      if (published === current) return;
      published = current;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      const stopTicking = onTick(listener);
      return () => {
        listeners.delete(listener);
        stopTicking();
      };
    },
  };
}

// The console's store of the game it shows; the same object for the life of the console.
export function useLiveGame(game: GameDto): LiveGame {
  const [live] = useState(() => createLiveGame(game));
  // read by the console's children drawn with it; those it skips hear of it before the paint
  live.show(game);
  useLayoutEffect(() => live.publish(), [live, game]);
  return live;
}

// What a component draws of the game at the estimated server time (`select` is a module function or
// a stable one). Predicted from the game shown, never before that answer's own instant (game-view.ts).
export function useLiveSelect<T>(live: LiveGame, select: (game: GameDto, now: number) => T): T {
  const kept = useRef<T | undefined>(undefined);
  const snapshot = useCallback(() => {
    const next = replaceEqualDeep(kept.current, select(live.game(), serverClock.now()));
    kept.current = next;
    return next;
  }, [live, select]);
  return useSyncExternalStore(live.subscribe, snapshot);
}
