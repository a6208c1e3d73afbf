// Editing one transaction of the report: merchant, amount (step 0.01; text that is no number counts
// as 0, spec section 4) and, for money out, its category.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { ReportEdit, ReportTransaction } from '../report.ts';

export function TransactionEditDialog({
  transaction,
  categories,
  onEdit,
  onClose,
}: {
  /** The transaction being edited; null closes the dialog. */
  transaction: ReportTransaction | null;
  /** The categories it may move to; absent for money in. */
  categories?: string[];
  onEdit: (edit: ReportEdit) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={transaction !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {transaction ? (
        <DialogContent title="Edit transaction" description={transaction.description ?? undefined}>
          <EditForm
            key={transaction.id}
            transaction={transaction}
            categories={categories}
            onSave={(edit) => {
              onEdit(edit);
              onClose();
            }}
            onCancel={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditForm({
  transaction,
  categories,
  onSave,
  onCancel,
}: {
  transaction: ReportTransaction;
  categories: string[] | undefined;
  onSave: (edit: ReportEdit) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [merchant, setMerchant] = useState(transaction.merchant);
  const [amount, setAmount] = useState((transaction.amountCents / 100).toFixed(2));
  const [category, setCategory] = useState(transaction.category);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ type: 'edit', id: transaction.id, merchant, amount, category });
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id={`${id}-merchant`} label="Merchant">
        <Input
          id={`${id}-merchant`}
          value={merchant}
          maxLength={200}
          onChange={(event) => setMerchant(event.target.value)}
        />
      </Field>
      <Field id={`${id}-amount`} label="Amount" hint="A number that cannot be read counts as 0.">
        <Input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={amount}
          aria-describedby={`${id}-amount-hint`}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      {categories ? (
        <Field id={`${id}-category`} label="Category">
          <Select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            {(categories.includes(transaction.category)
              ? categories
              : [transaction.category, ...categories]
            ).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}
