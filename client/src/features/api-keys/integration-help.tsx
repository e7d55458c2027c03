import { Globe } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { RegionCard } from '@client/components/ui/region-card';
import { CodeBlock } from '@client/components/ui/code-block';
import { WEBHOOKS_TEXT } from '@client/features/webhooks/texts';
import { checkSlugExample, type EndpointExample, WEBHOOK_VERIFICATION_EXAMPLE, withAdminExample } from './integration-examples';
import { API_KEYS_TEXT } from './texts';

function ExampleBlock({ label, name, code }: { label: string; name: string; code: string }) {
  return (
    <div className="space-y-1">
      <p aria-hidden className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </p>
      <CodeBlock label={name}>{code}</CodeBlock>
    </div>
  );
}

function Endpoint({ id, heading, body, example }: { id: string; heading: string; body: string; example: EndpointExample }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold">
        {heading}
      </h3>
      <p className="flex flex-wrap items-center gap-2">
        <span className="flex min-w-0 items-center gap-2">
          <Badge variant="navy" className="font-mono">
            {example.method}
          </Badge>
          <code className="min-w-0 font-mono text-xs break-all sm:text-[13px]">{example.path}</code>
        </span>
        <Badge variant="secondary">{API_KEYS_TEXT.needs(example.permission)}</Badge>
      </p>
      <p className="text-sm text-muted-foreground">{body}</p>
      <ExampleBlock label={API_KEYS_TEXT.requestLabel} name={`${heading}: ${API_KEYS_TEXT.requestLabel}`} code={example.request} />
      <ExampleBlock label={API_KEYS_TEXT.responseLabel} name={`${heading}: ${API_KEYS_TEXT.responseLabel}`} code={example.response} />
    </section>
  );
}

// Spec 2.12 / 7: how an external content site (WordPress) uses a key, with the two endpoints and
// examples that point at this very server.
export function IntegrationHelp({ origin }: { origin: string }) {
  return (
    <RegionCard id="integration-help-heading" icon={<Globe className="size-5 shrink-0 text-blue-700" aria-hidden />} heading={API_KEYS_TEXT.helpHeading} description={API_KEYS_TEXT.helpIntro} className="border-blue-200 bg-blue-50/50" contentClassName="space-y-6">
      <section aria-labelledby="integration-auth-heading" className="space-y-2">
        <h3 id="integration-auth-heading" className="font-semibold">
          {API_KEYS_TEXT.authHeading}
        </h3>
        <p className="text-sm text-muted-foreground">{API_KEYS_TEXT.authBody}</p>
        <CodeBlock>{API_KEYS_TEXT.authHeader}</CodeBlock>
      </section>
      <Endpoint id="integration-check-slug-heading" heading={API_KEYS_TEXT.checkSlugHeading} body={API_KEYS_TEXT.checkSlugBody} example={checkSlugExample(origin)} />
      <Endpoint id="integration-with-admin-heading" heading={API_KEYS_TEXT.withAdminHeading} body={API_KEYS_TEXT.withAdminBody} example={withAdminExample(origin)} />
      <section aria-labelledby="integration-errors-heading" className="space-y-2">
        <h3 id="integration-errors-heading" className="font-semibold">
          {API_KEYS_TEXT.errorsHeading}
        </h3>
        <dl className="space-y-1.5 text-sm">
          {API_KEYS_TEXT.errors.map(({ status, meaning }) => (
            <div key={status} className="flex gap-3">
              <dt className="w-9 shrink-0 font-mono font-semibold">{status}</dt>
              <dd className="min-w-0 text-muted-foreground">{meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
      <WebhooksHelp />
    </RegionCard>
  );
}

// Issue 50: what a webhook delivery carries and how the site checks it (Standard Webhooks).
function WebhooksHelp() {
  const W = WEBHOOKS_TEXT;
  return (
    <section aria-labelledby="integration-webhooks-heading" className="space-y-2">
      <h3 id="integration-webhooks-heading" className="font-semibold">
        {W.helpHeading}
      </h3>
      <p className="text-sm text-muted-foreground">{W.helpBody}</p>
      <dl className="space-y-1.5 text-sm">
        {W.helpHeaders.map(({ name, meaning }) => (
          <div key={name} className="sm:flex sm:gap-3">
            <dt className="shrink-0 font-mono font-semibold sm:w-40">{name}</dt>
            <dd className="min-w-0 text-muted-foreground">{meaning}</dd>
          </div>
        ))}
      </dl>
      <h4 className="pt-1 text-sm font-semibold">{W.helpEventsHeading}</h4>
      <dl className="space-y-1.5 text-sm">
        {W.helpEvents.map(({ name, meaning }) => (
          <div key={name} className="sm:flex sm:gap-3">
            <dt className="shrink-0 font-mono font-semibold sm:w-40">{name}</dt>
            <dd className="min-w-0 text-muted-foreground">{meaning}</dd>
          </div>
        ))}
      </dl>
      <ExampleBlock label={W.helpVerifyHeading} name={W.helpVerifyLabel} code={WEBHOOK_VERIFICATION_EXAMPLE} />
    </section>
  );
}
