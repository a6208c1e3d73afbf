// The assistant (/assistant, Pro): questions about the person's own budget in their own words,
// answered from the same figures as the screens. A question it cannot answer exactly is answered
// with what it can do, never a guess. Free users are shown what Pro adds.
import { MessageCircleQuestion, Send, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ASSISTANT_EXAMPLES,
  ASSISTANT_MESSAGES,
  ASSISTANT_QUESTION_MAX,
  type AssistantReply,
} from '#shared/contract/assistant';
import { todayLocalDate } from '#shared/period';
import { isPro } from '#shared/subscription';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/session.ts';
import { useAsk } from '../api.ts';

interface Exchange {
  id: number;
  question: string;
  reply: AssistantReply;
}

export function AssistantPage() {
  const me = useMe();
  if (!me.data) return <LoadingScreen label="Loading the assistant" />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title="Assistant"
        description="Ask about your budget in your own words: what you spent, what is due, or add a transaction."
      />
      {isPro(me.data.subscription) ? <Conversation /> : <ProOnly />}
    </div>
  );
}

function ProOnly() {
  return (
    <Card className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <Sparkles aria-hidden className="h-5 w-5" />
        </span>
        <div>
          <CardTitle>Part of Pro</CardTitle>
          <CardDescription>{ASSISTANT_MESSAGES.proOnly}</CardDescription>
        </div>
      </div>
      <Button asChild>
        <Link to="/settings?tab=access">See what Pro adds</Link>
      </Button>
    </Card>
  );
}

function Conversation() {
  const ask = useAsk();
  const [question, setQuestion] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);

  function send(text: string) {
    const trimmed = text.trim();
    if (!trimmed) return setFormError(ASSISTANT_MESSAGES.empty);
    setFormError(null);
    ask.mutate(
      { question: trimmed, today: todayLocalDate() },
      {
        onSuccess: (reply) => {
          setExchanges((previous) => [
            ...previous,
            { id: previous.length + 1, question: trimmed, reply },
          ]);
          setQuestion('');
        },
      },
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send(question);
  }

  const error = formError ?? ask.error?.message ?? null;
  return (
    <>
      {exchanges.length === 0 ? (
        <Card className="space-y-3">
          <CardTitle>Try asking</CardTitle>
          <ul className="flex flex-wrap gap-2" aria-label="Example questions">
            {ASSISTANT_EXAMPLES.map((example) => (
              <li key={example}>
                <Button
                  variant="secondary"
                  size="sm"
                  className="h-auto whitespace-normal py-1.5 text-left"
                  onClick={() => send(example)}
                  disabled={ask.isPending}
                >
                  {example}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        <ol aria-label="Questions and answers" aria-live="polite" className="space-y-4">
          {exchanges.map((exchange) => (
            <li key={exchange.id} className="space-y-2">
              <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-accent px-4 py-2.5 text-sm text-white">
                {exchange.question}
              </p>
              <div
                className={`flex w-fit max-w-[85%] gap-2.5 rounded-2xl rounded-bl-sm border border-border px-4 py-2.5 text-sm ${exchange.reply.supported ? 'bg-surface text-text' : 'bg-surface-2 text-muted'}`}
              >
                <MessageCircleQuestion
                  aria-hidden
                  className="mt-0.5 h-4 w-4 shrink-0 text-accent-text"
                />
                <p>{exchange.reply.answer}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={handleSubmit} className="space-y-2">
        <label htmlFor="assistant-question" className="sr-only">
          Your question
        </label>
        <div className="flex gap-2">
          <Input
            id="assistant-question"
            value={question}
            maxLength={ASSISTANT_QUESTION_MAX}
            placeholder="How much did I spend on dining out last month?"
            autoComplete="off"
            aria-invalid={formError ? true : undefined}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <Button type="submit" isPending={ask.isPending} pendingLabel="Asking...">
            <Send aria-hidden className="h-4 w-4" />
            Ask
          </Button>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </>
  );
}
