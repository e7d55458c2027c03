import { Check, ClipboardList, Hand, MapPinCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AssignmentDto } from '@common/schemas/crews';
import { Button } from '@client/components/ui/button';
import { formatLeagueTime } from '@client/lib/league-time';
import { serverClock } from '@client/lib/server-clock';
import { useEverySecond } from '@client/lib/use-every-second';
import { useWorkingLeague } from '@client/lib/use-working-league';
import { CREW_TIMES } from '@common/crews/crew';
import { gameControlPath } from '@client/lib/referee-paths';
import { arrivalOpen, assignmentKey, groupAssignments } from './assignments';
import { CrewGameItem, CrewSection, gameTitle } from './crew-game';
import { DeclineDialog } from './decline-dialog';
import { CREW_TEXT as TEXT } from './texts';
import { useAcceptOffer, useArrive, useAssignments, useClaimPosition, useDeclineOffer, useOpenPositions, type PositionOf } from './use-crew';

const readNow = () => serverClock.now();
const BIG = 'h-12 flex-1 text-base';

function targetOf(a: AssignmentDto): PositionOf {
  return { gameId: a.game.id, position: a.position };
}

function same(a: PositionOf | undefined, b: PositionOf): boolean {
  return a !== undefined && a.gameId === b.gameId && a.position === b.position;
}

function Offers({ offers, timeZone }: { offers: AssignmentDto[]; timeZone: string }) {
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const [declining, setDeclining] = useState<AssignmentDto | null>(null);
  const busy = accept.isPending || decline.isPending;
  return (
    <CrewSection id="offers-heading" heading={TEXT.offersHeading} body={TEXT.offersBody} count={offers.length}>
      {offers.map((offer) => {
        const title = gameTitle(offer.game);
        return (
          <CrewGameItem key={assignmentKey(offer)} game={offer.game} position={offer.position} timeZone={timeZone}>
            <div className="flex gap-2">
              <Button size="lg" className={BIG} disabled={busy} aria-label={TEXT.acceptLabel(title)} onClick={() => accept.mutate(targetOf(offer))}>
                <Check aria-hidden />
                {accept.isPending && same(accept.variables, targetOf(offer)) ? TEXT.accepting : TEXT.accept}
              </Button>
              <Button size="lg" variant="outline" className={BIG} disabled={busy} aria-label={TEXT.declineLabel(title)} onClick={() => setDeclining(offer)}>
                <X aria-hidden />
                {TEXT.decline}
              </Button>
            </div>
          </CrewGameItem>
        );
      })}
      {declining ? (
        <DeclineDialog
          game={gameTitle(declining.game)}
          pending={decline.isPending}
          onClose={() => setDeclining(null)}
          onDecline={(reason) => decline.mutate({ ...targetOf(declining), reason }, { onSuccess: () => setDeclining(null) })}
        />
      ) : null}
    </CrewSection>
  );
}

// Game day: "I'm here" within the arrival window, the time he arrived after it.
function GameDay({ positions, timeZone }: { positions: AssignmentDto[]; timeZone: string }) {
  const arrive = useArrive();
  // the window opens while the page is open: read the server's time again each second until all arrived
  const now = useEverySecond(positions.some((a) => a.arrivedAt === null), readNow, readNow);
  return (
    <CrewSection id="game-day-heading" heading={TEXT.gameDayHeading} body={TEXT.gameDayBody} count={positions.length}>
      {positions.map((a) => {
        const title = gameTitle(a.game);
        const opensAt = new Date(Date.parse(a.game.scheduledDate) - CREW_TIMES.arriveBeforeKickoffMs).toISOString();
        return (
          <CrewGameItem key={assignmentKey(a)} game={a.game} position={a.position} timeZone={timeZone}>
            {a.arrivedAt ? (
              <p className="flex h-12 items-center justify-center gap-2 rounded-md bg-emerald-50 font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" role="status">
                <MapPinCheck className="size-5" aria-hidden />
                {TEXT.arrivedAt(formatLeagueTime(a.arrivedAt, timeZone))}
              </p>
            ) : arrivalOpen(a.game, now) ? (
              <Button size="lg" className="h-14 w-full bg-emerald-700 text-lg hover:bg-emerald-800" disabled={arrive.isPending} aria-label={TEXT.imHereLabel(title)} onClick={() => arrive.mutate(targetOf(a))}>
                <Hand aria-hidden />
                {arrive.isPending && same(arrive.variables, targetOf(a)) ? TEXT.arriving : TEXT.imHere}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{TEXT.arriveOpensAt(formatLeagueTime(opensAt, timeZone))}</p>
            )}
          </CrewGameItem>
        );
      })}
    </CrewSection>
  );
}

function ReportsDue({ due, timeZone }: { due: AssignmentDto[]; timeZone: string }) {
  const { routeSlug } = useWorkingLeague();
  return (
    <CrewSection id="reports-due-heading" heading={TEXT.reportsHeading} body={TEXT.reportsBody} count={due.length}>
      {due.map((a) => (
        <CrewGameItem
          key={assignmentKey(a)}
          game={a.game}
          position={a.position}
          timeZone={timeZone}
          badge={a.reportState === 'returned' ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{TEXT.returnedBadge}</span> : null}
        >
          <Button asChild size="lg" className="h-12 w-full text-base">
            <Link href={gameControlPath(routeSlug, a.game.id)} aria-label={TEXT.fileReportLabel(gameTitle(a.game))}>
              <ClipboardList aria-hidden />
              {TEXT.fileReport}
            </Link>
          </Button>
        </CrewGameItem>
      ))}
    </CrewSection>
  );
}

// Self-assignment: nothing at all when the league does not allow it.
export function OpenGames() {
  const { slug, timeZone } = useWorkingLeague();
  const { positions, allowed } = useOpenPositions(slug);
  const claim = useClaimPosition();
  if (!allowed || positions.length === 0) return null;
  return (
    <CrewSection id="open-games-heading" heading={TEXT.openHeading} body={TEXT.openBody} count={positions.length} className="mt-8">
      {positions.map((open) => {
        const target = { gameId: open.game.id, position: open.position };
        return (
          <CrewGameItem key={assignmentKey(open)} game={open.game} position={open.position} timeZone={timeZone}>
            <Button size="lg" variant="outline" className="h-12 w-full text-base" disabled={claim.isPending} aria-label={TEXT.claimLabel(gameTitle(open.game), TEXT.position[open.position])} onClick={() => claim.mutate(target)}>
              {claim.isPending && same(claim.variables, target) ? TEXT.claiming : TEXT.claim}
            </Button>
          </CrewGameItem>
        );
      })}
    </CrewSection>
  );
}

// Issue 48: the referee dashboard's top: his offers, today's games with "I'm here", the reports he
// owes. Each part shows only when it has something.
// The dashboard shows his day first (today's positions with "I'm here", the reports to file), then,
// below his live games, the offers waiting for an answer: on a Saturday at the field the game comes first.
export function CrewSections({ part }: { part: 'today' | 'offers' }) {
  const { timeZone } = useWorkingLeague();
  const assignments = useAssignments();
  const { offers, gameDay, reportsDue } = groupAssignments(assignments.data?.assignments ?? [], serverClock.now(), timeZone);
  if (part === 'offers') return offers.length > 0 ? <Offers offers={offers} timeZone={timeZone} /> : null;
  return (
    <>
      {gameDay.length > 0 ? <GameDay positions={gameDay} timeZone={timeZone} /> : null}
      {reportsDue.length > 0 ? <ReportsDue due={reportsDue} timeZone={timeZone} /> : null}
    </>
  );
}
