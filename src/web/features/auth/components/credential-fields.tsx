// The email and password inputs of every sign-in, sign-up and unlock form.
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
        // No placeholder: a row of dots reads as a password already typed, and the rule is the hint
        // under the box (read out with the field), not said a second time inside it.
        value={value}
        aria-describedby={hint ? 'password-hint' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
