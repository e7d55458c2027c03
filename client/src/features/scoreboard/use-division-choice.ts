import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DivisionDto } from '@common/schemas/divisions';
import { afterHydration, takeFirstRenderDivision } from '@client/lib/first-render';
import { forgetPageCopies } from '@client/lib/service-worker';
import { useExternalStore } from '@client/lib/external-store';
import { divisionCookie, divisionCookieOf, divisionHref, divisionParamOf, shownDivision } from './division-choice';

const listeners = new Set<() => void>();
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
const readRemembered = () => divisionCookieOf(document.cookie);

// Issue 34: the division the board shows (division-choice.ts) and the viewer's choice of another,
// kept in the address and on the device. The first render draws what the server drew from the page
// request's cookie (decision 027); the device's cookie is read once the hydration is over.
export function useDivisionChoice(slug: string | null, divisions: readonly DivisionDto[] | undefined) {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const remembered = useExternalStore(subscribe, readRemembered, takeFirstRenderDivision);
  const fromUrl = divisionParamOf(search);
  const divisionId = slug === null ? null : shownDivision(divisions, fromUrl, remembered);

  // The address says the division shown (a remembered one, or none for an unknown one), once the
  // page is the browser's (a new address during the hydration would redraw parts not hydrated yet).
  const settled = slug !== null && divisions !== undefined;
  useEffect(() => {
    if (settled && fromUrl !== divisionId) afterHydration(() => navigate(divisionHref(pathname, divisionId), { replace: true }));
  }, [settled, fromUrl, divisionId, pathname, navigate]);

  const choose = useCallback(
    (next: number | null) => {
      if (slug === null) return;
      document.cookie = divisionCookie(slug, next);
      // the service worker's copies of the league's pages were drawn for the division chosen before
      forgetPageCopies(`/${slug}`);
      for (const listener of listeners) listener();
      navigate(divisionHref(pathname, next), { replace: true });
    },
    [slug, pathname, navigate],
  );
  return { divisionId, choose };
}
