import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAIL_STATES, type MailMessageDto, type MailOutboxDto, type MailStateName, type MailSummaryDto } from '@common/schemas/mail';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { RegionCard } from '@client/components/ui/region-card';
import { Options, Select } from '@client/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-errors';
import { cn } from '@client/lib/utils';
import { outboxPath, stateBadge } from './outbox';
import { MAIL_PAGE_TEXT as T } from './texts';

const timeOf = (iso: string) => new Date(iso).toLocaleString();

function StateBadge({ state }: { state: MailStateName }) {
  const { label, className } = stateBadge(state);
  return <Badge className={className}>{label}</Badge>;
}

// The outbox, newest first (a page of 50, then older ones), and the chosen message beside it.
export function MailOutbox() {
  const [state, setState] = useState<MailStateName | ''>('');
  const [before, setBefore] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const path = outboxPath(state, before);
  const outbox = useQuery<MailOutboxDto>({ queryKey: [path], queryFn: () => apiJson<MailOutboxDto>('GET', path) });
  const stateChoices = [{ value: '', label: T.allStates }, ...MAIL_STATES.map((s) => ({ value: s, label: T.states[s] }))];

  return (
    <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <RegionCard id="mail-outbox" heading={T.outboxHeading} contentClassName="space-y-4">
        <LabeledControl htmlFor="mail-state" label={T.stateFilter}>
          <Select
            id="mail-state"
            value={state}
            onChange={(event) => {
              setState(event.currentTarget.value as MailStateName | '');
              setBefore(null);
            }}
          >
            <Options choices={stateChoices} />
          </Select>
        </LabeledControl>
        {outbox.isPending ? (
          <LoadingNotice />
        ) : outbox.isError ? (
          <ErrorNotice title={T.loadFailed}>{serverMessage(outbox.error, T.loadFailed)}</ErrorNotice>
        ) : outbox.data.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.empty}</p>
        ) : (
          <>
            <OutboxTable messages={outbox.data.messages} chosen={chosen} onChoose={setChosen} />
            {outbox.data.next !== null ? (
              <Button variant="outline" size="sm" onClick={() => setBefore(outbox.data.next)}>
                {T.older}
              </Button>
            ) : null}
          </>
        )}
      </RegionCard>
      <RegionCard id="mail-message" heading={T.messageHeading}>
        {chosen === null ? <p className="text-sm text-muted-foreground">{T.chooseMessage}</p> : <MessageView id={chosen} />}
      </RegionCard>
    </div>
  );
}

function OutboxTable({ messages, chosen, onChoose }: { messages: MailSummaryDto[]; chosen: number | null; onChoose: (id: number) => void }) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{T.columns.to}</TableHead>
            <TableHead>{T.columns.subject}</TableHead>
            <TableHead>{T.columns.kind}</TableHead>
            <TableHead>{T.columns.state}</TableHead>
            <TableHead>{T.columns.time}</TableHead>
            <TableHead>{T.columns.league}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {messages.map((m) => (
            <TableRow key={m.id} className={cn(chosen === m.id && 'bg-muted/60')}>
              <TableCell className="min-w-40 [overflow-wrap:anywhere]">{m.to}</TableCell>
              <TableCell>
                <button type="button" className="text-left font-medium text-primary underline-offset-2 hover:underline" aria-pressed={chosen === m.id} onClick={() => onChoose(m.id)}>
                  {m.subject}
                </button>
              </TableCell>
              <TableCell className="font-mono text-xs">{m.kind}</TableCell>
              <TableCell>
                <StateBadge state={m.state} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{timeOf(m.sentAt ?? m.createdAt)}</TableCell>
              <TableCell>{m.league?.name ?? T.noLeague}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

// One message: its subject, state, text part and the links in it (the HTML part is not rendered).
function MessageView({ id }: { id: number }) {
  const path = `/api/mail/outbox/${id}`;
  const message = useQuery<MailMessageDto>({ queryKey: [path], queryFn: () => apiJson<MailMessageDto>('GET', path) });
  if (message.isPending) return <LoadingNotice />;
  if (message.isError) return <ErrorNotice title={T.messageFailed}>{serverMessage(message.error, T.messageFailed)}</ErrorNotice>;
  const m = message.data;
  return (
    <article className="space-y-4 text-sm" aria-label={m.subject}>
      <div className="space-y-1">
        <p className="font-semibold break-words">{m.subject}</p>
        <p className="break-all text-muted-foreground">{m.to}</p>
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={m.state} />
          <span className="text-muted-foreground">{T.attempts(m.attempts)}</span>
        </div>
        {m.lastError ? (
          <p className="break-words">
            <span className="font-medium">{T.lastError}: </span>
            {m.lastError}
          </p>
        ) : null}
      </div>
      <section className="space-y-1">
        <h3 className="font-medium">{T.text}</h3>
        <pre tabIndex={0} aria-label={T.text} className="max-h-96 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
          {m.text}
        </pre>
      </section>
      <section className="space-y-1">
        <h3 className="font-medium">{T.links}</h3>
        {m.links.length === 0 ? (
          <p className="text-muted-foreground">{T.noLinks}</p>
        ) : (
          <ul className="space-y-1">
            {m.links.map((link) => (
              <li key={link} className="font-mono text-xs break-all">
                {link}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
