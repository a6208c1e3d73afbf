// The email and password inputs of every sign-in, sign-up and unlock form.
import { PASSWORD_MIN } from '#shared/contract/auth-rules';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

export function EmailField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field id="email" label="Email">
      <Input
        id="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function PasswordField({
  value,
  onChange,
  hint,
  autoComplete,
}: {
  value: string;
  onChange: (v: string) => void;
  hint?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <Field id="password" label="Password" hint={hint}>
      <Input
        id="password"
        type="password"
        autoComplete={autoComplete}
        // A row of dots read as a password already typed; a new one gets its rule instead.
        placeholder={
          autoComplete === 'new-password' ? `At least ${PASSWORD_MIN} characters` : undefined
        }
        value={value}
        aria-describedby={hint ? 'password-hint' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
