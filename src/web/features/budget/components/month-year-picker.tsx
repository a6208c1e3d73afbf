// The month and year selectors of Your Budget (years: current +2 down to current -10).
import { changeMonth, MONTH_NAMES, selectableYears, type MonthKey } from '#shared/period';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';

export function MonthYearPicker({
  month,
  onChange,
}: {
  month: MonthKey;
  onChange: (month: MonthKey) => void;
}) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const years = selectableYears(new Date());
  if (!years.includes(year)) years.push(year);
  return (
    <div className="flex gap-2">
      <div className="w-36">
        <Label htmlFor="budget-month" className="sr-only">
          Month
        </Label>
        <Select
          id="budget-month"
          value={monthNumber}
          onChange={(e) => onChange(changeMonth(month, { month: Number(e.target.value) }))}
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-24">
        <Label htmlFor="budget-year" className="sr-only">
          Year
        </Label>
        <Select
          id="budget-year"
          value={year}
          onChange={(e) => onChange(changeMonth(month, { year: Number(e.target.value) }))}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
