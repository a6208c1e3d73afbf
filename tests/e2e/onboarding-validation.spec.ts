import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support.ts';

test('onboarding checks each step, lets sources be removed, and Back keeps what was entered', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/onboarding');

  const progress = page.getByRole('progressbar', { name: 'Setup progress' });
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(
    page.getByRole('heading', { name: 'Where does your money come from?' }),
  ).toBeVisible();

  const source = page.getByRole('textbox', { name: 'Income source' });
  const add = page.getByRole('button', { name: 'Add income source' });
  const continueButton = page.getByRole('button', { name: 'Continue' });
  const added = page.getByRole('list', { name: 'Income source: added' });

  // Nothing entered at all.
  await continueButton.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please add at least one income source before continuing.',
  );
  await expect(page.getByText('Step 1 of 2')).toBeVisible();

  // The '+' button only works once there is a name (blanks do not count).
  await expect(add).toBeDisabled();
  await source.fill('   ');
  await expect(add).toBeDisabled();

  // A typed name that was never confirmed with '+'.
  await source.fill('Salary');
  await expect(add).toBeEnabled();
  await continueButton.click();
  await expect(
    page.getByText("Please confirm your income source by clicking the '+' button."),
  ).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();

  await add.click();
  await expect(source).toHaveValue('');
  await expect(add).toBeDisabled();
  await expect(
    page.getByText("Please confirm your income source by clicking the '+' button."),
  ).toBeHidden();
  await source.fill('Freelance');
  await source.press('Enter');
  await expect(added.getByRole('listitem')).toHaveText(['Salary', 'Freelance']);

  // Removing a source takes it off the list.
  await page.getByRole('button', { name: 'Remove Freelance' }).click();
  await expect(added.getByRole('listitem')).toHaveText(['Salary']);

  await continueButton.click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByRole('heading', { name: 'What do you spend money on?' })).toBeVisible();

  // Step 2 with no category chosen.
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please select at least one expense category before completing setup.',
  );
  await expect(page.getByText('Step 2 of 2')).toBeVisible();

  // Back returns to step 1 with the sources kept.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(added.getByRole('listitem')).toHaveText(['Salary']);

  // Finishing saves exactly what is on the lists: the removed source is not among them.
  await continueButton.click();
  await page.getByRole('button', { name: 'Utilities' }).click();
  await expect(page.getByRole('button', { name: 'Utilities' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Salary', { exact: true })).toBeVisible();
  await expect(page.getByText('Utilities', { exact: true })).toBeVisible();
  await expect(page.getByText('Freelance', { exact: true })).toHaveCount(0);
});
