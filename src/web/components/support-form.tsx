// 'Write to us': a help request mailed to support, replies going to the account's email. Shown in the
// help dialog and on /help for a signed-in user; a Pro user's request is marked priority (ADR 0022).
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECT_MAX,
  supportRequestInput,
  type SupportRequestInput,
} from '#shared/contract/support';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { api, unwrap } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';

type FieldErrors = Partial<Record<keyof SupportRequestInput, string>>;

function fieldErrorsOf(input: SupportRequestInput): FieldErrors {
  const result = supportRequestInput.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SupportRequestInput;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function SupportForm({ replyTo }: { replyTo: string }) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: (input: SupportRequestInput) => unwrap(api.support.$post({ json: input })),
  });

  if (send.isSuccess) {
    return (
      <div className="space-y-3">
        <Alert tone="success">
          {SUPPORT_MESSAGES.sent}
          {send.data.isPriority ? ' As a Pro user, your message is marked priority.' : null}
        </Alert>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setSubject('');
            setMessage('');
            send.reset();
          }}
        >
          Write another message
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { subject, message };
    const found = fieldErrorsOf(input);
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate(input);
  };

  const messageId = `${id}-message`;
  const subjectId = `${id}-subject`;
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Write to us">
      <Field id={subjectId} label="Subject" error={errors.subject}>
        <Input
          id={subjectId}
          value={subject}
          maxLength={SUPPORT_SUBJECT_MAX}
          onChange={(event) => setSubject(event.target.value)}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${subjectId}-error` : undefined}
        />
      </Field>
      <Field
        id={messageId}
        label="Message"
        error={errors.message}
        hint={`${message.length.toLocaleString('en-US')} / ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters. We reply to ${replyTo}.`}
      >
        <textarea
          id={messageId}
          value={message}
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : `${messageId}-hint`}
          className={cn(
            'w-full rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-text',
            'placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-ring',
            'aria-[invalid=true]:border-negative',
          )}
        />
      </Field>
      {send.isError ? <Alert tone="error">{send.error.message}</Alert> : null}
      <Button type="submit" isPending={send.isPending} pendingLabel="Sending...">
        Send Message
      </Button>
    </form>
  );
}
