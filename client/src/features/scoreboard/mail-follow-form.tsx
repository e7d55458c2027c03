// Issue 47 (decision 062): "Get emails", the follow by email beside the bell. The address, the
// teams (this one, and those this device asked for before in the league: a confirmed request replaces
// the address's teams) and the kinds, all on at first; POST /api/leagues/{slug}/mail-follows, then
// "Check your email to confirm" (the server answers the same whatever the address, and mails a link
// whose page confirms). Checked on every change once a submit was tried (useCheckedForm).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { MailFollowKind, MailFollowRequestedDto } from '@common/schemas/mail-follows';
import { Button, SubmitButton } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { FieldErrorText, LabeledControl } from '@client/components/ui/labeled-control';
import { apiJson } from '@client/lib/api';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { useCheckedForm } from '@client/lib/use-checked-form';
import { checkMailFollow, MAIL_FOLLOW_KINDS_SHOWN } from './mail-follow-check';
import { readMailFollowMemory, startingChoice, writeMailFollowMemory, type TeamChoice } from './mail-follow-memory';
import { MAIL_FOLLOW_TEXT as TEXT } from './mail-follow-texts';

// why the bell offers emails instead of notifications on this device (null: it was asked for)
export type PushNotice = { title: string; text: string } | null;

type FormProps = { slug: string; team: TeamChoice; notice: PushNotice; onDone: () => void };

type Sent = { email: string };

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((item) => item !== value);
}

function ChoiceBox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <LabeledControl layout="after" htmlFor={id} label={label} className="flex min-h-11 items-center gap-3" labelClassName="cursor-pointer py-2 leading-snug">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
    </LabeledControl>
  );
}

export function MailFollowForm({ slug, team, notice, onDone }: FormProps) {
  const id = useId();
  const [start] = useState(() => startingChoice(readMailFollowMemory(), slug, team));
  const [email, setEmail] = useState(start.email);
  const [teamIds, setTeamIds] = useState<number[]>(() => start.teams.map((t) => t.id));
  const [kinds, setKinds] = useState<MailFollowKind[]>(() => [...MAIL_FOLLOW_KINDS_SHOWN]);
  const [sent, setSent] = useState<Sent | null>(null);
  const checked = checkMailFollow({ email, teamIds, kinds });
  const { errors, whenValid } = useCheckedForm(checked);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  const ask = useApiMutation<{ email: string; teamIds: number[]; kinds: MailFollowKind[] }, MailFollowRequestedDto>({
    mutationFn: (body) => apiJson<MailFollowRequestedDto>('POST', `/api/leagues/${encodeURIComponent(slug)}/mail-follows`, body),
    failureTitle: TEXT.failed,
    onSuccess: (_answer, body) => {
      writeMailFollowMemory({ leagueSlug: slug, email: body.email, teams: start.teams.filter((t) => body.teamIds.includes(t.id)) });
      setSent({ email: body.email });
    },
  });

  // the answer's words take the place of the form, and the focus goes to them
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="grid gap-3" data-testid="mail-follow-sent">
        <h3 ref={sentRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {TEXT.sentTitle}
        </h3>
        <p className="text-sm">{TEXT.sent(sent.email)}</p>
        <Button variant="outline" className="justify-self-start" onClick={onDone}>
          {TEXT.done}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ask.isPending) return;
    whenValid(
      (request) => ask.mutate({ email: request.email, teamIds: request.teamIds, kinds: request.kinds as MailFollowKind[] }),
      (refused) => {
        if (refused.errors.email) emailRef.current?.focus();
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-testid="mail-follow-form">
      {notice ? (
        <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{notice.title}</p>
          <p>{notice.text}</p>
          <p>{TEXT.insteadOfPush}</p>
        </div>
      ) : null}
      <LabeledControl htmlFor={`${id}-email`} label={TEXT.email} error={errors.email} className="grid gap-2">
        <Input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </LabeledControl>
      <fieldset className="grid gap-0.5" aria-describedby={errors.teamIds ? `${id}-teams-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{TEXT.teams}</legend>
        {start.teams.map((t) => (
          <ChoiceBox key={t.id} id={`${id}-team-${t.id}`} label={t.name} checked={teamIds.includes(t.id)} onChange={(on) => setTeamIds((ids) => toggled(ids, t.id, on))} />
        ))}
        <FieldErrorText id={`${id}-teams-error`} error={errors.teamIds} />
      </fieldset>
      <fieldset className="grid gap-0.5" aria-describedby={[`${id}-kinds-hint`, errors.kinds ? `${id}-kinds-error` : ''].join(' ').trim()}>
        <legend className="mb-1 text-sm font-medium">{TEXT.kinds}</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-0.5">
          {MAIL_FOLLOW_KINDS_SHOWN.map((kind) => (
            <ChoiceBox key={kind} id={`${id}-kind-${kind}`} label={TEXT.kindLabels[kind]} checked={kinds.includes(kind)} onChange={(on) => setKinds((list) => toggled(list, kind, on))} />
          ))}
        </div>
        <p id={`${id}-kinds-hint`} className="text-xs text-muted-foreground">
          {TEXT.kindsHint}
        </p>
        <FieldErrorText id={`${id}-kinds-error`} error={errors.kinds} />
      </fieldset>
      <SubmitButton label={TEXT.submit} pending={ask.isPending} pendingLabel={TEXT.pending} className="h-11 w-full sm:w-auto sm:justify-self-start" />
    </form>
  );
}
