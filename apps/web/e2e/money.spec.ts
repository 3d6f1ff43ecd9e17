// Money in and out, as a new customer does it: save a card, deposit with the bank's 3-D Secure check,
// verify their identity, add a bank account on the withdraw page, withdraw, and see the operator's payout
// and every movement on the transactions page. Real server, real Chromium, the sandbox gateway's pages.
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';
import { headerBalanceCents, opsCall, sidewaysScroll, signUpInBrowser, visible } from './journey';

const baseUrl = inject('baseUrl');
const opsToken = inject('opsToken');
const browser = browserForFile();

describe('deposits and withdrawals', () => {
  it('deposits by a card the bank checks, verifies, withdraws to a new bank account and is paid out', async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);
    await signUpInBrowser(page, baseUrl, { firstname: 'Mia', lastname: 'Tran', password: 'money moves 42' });

    // A card whose bank asks for 3-D Secure (docs/api.md "Sandbox test cards").
    await page.goto(`${baseUrl}/my-account/cards-and-accounts`);
    await visible(() => page.getByRole('button', { name: 'Add a card' }).isVisible());
    await page.getByRole('button', { name: 'Add a card' }).click();
    const cardForm = page.getByRole('form', { name: 'Add a card' });
    await cardForm.getByLabel("Card holder's name").fill('Mia Tran');
    await cardForm.getByLabel('Card number').fill('4000 0000 0000 3220');
    await cardForm.getByLabel('Expiry (MM/YY)').fill('12/30');
    await cardForm.getByLabel('Security code').fill('123');
    await cardForm.getByRole('button', { name: 'Add card' }).click();
    await visible(() =>
      page.getByRole('list', { name: 'Your cards' }).getByText('VISA •••• •••• •••• 3220').isVisible(),
    );

    await page.goto(`${baseUrl}/my-account/deposit`);
    const depositForm = page.getByRole('form', { name: 'Deposit' });
    await visible(() => depositForm.isVisible());
    await expectAccessible(page);
    await depositForm.getByLabel(/^Amount/).fill('50');
    await depositForm.getByLabel('Security code').fill('123');
    await depositForm.getByRole('button', { name: 'Deposit' }).click();

    // The bank's page, then back to Fairdraw.
    await page.waitForURL(/\/payment-gateway\/sandbox\/challenge\//, { timeout: 15_000 });
    await visible(() => page.getByRole('heading', { name: 'Confirm your payment' }).isVisible());
    expect(await page.getByText('$50.00').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/my-account\/deposit\/details\/[^/]+\/success$/, { timeout: 15_000 });
    await visible(() => page.getByRole('heading', { name: 'Deposit successful' }).isVisible());
    expect(await page.getByText('$50.00 was added to your wallet.').isVisible()).toBe(true);
    await expect.poll(() => headerBalanceCents(page)).toBe(50_00);
    await screenshot(page, 'money-deposit-success');

    // Withdrawals wait for a verified identity (the segment's wallet_withdrawal_requires_verification).
    await page.goto(`${baseUrl}/my-account/verify-account`);
    const verify = page.getByRole('form', { name: 'Verify with your details' });
    await visible(() => verify.isVisible());
    // The details given at sign-up are already there: the customer checks them and sends.
    expect(await verify.getByLabel('Date of birth').inputValue()).toBe('1988-04-12');
    expect(await verify.getByLabel('Street address').inputValue()).toBe('1 George Street');
    expect(await verify.getByLabel('Suburb').inputValue()).toBe('Sydney');
    expect(await verify.getByLabel('Postcode').inputValue()).toBe('2000');
    await screenshot(page, 'money-verify-details');
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'money-verify-details-phone');
    if (wide) await page.setViewportSize(wide);
    await verify.getByRole('button', { name: 'Verify my details' }).click();
    await visible(() => page.getByRole('heading', { name: 'Your identity is verified' }).isVisible());

    await page.goto(`${baseUrl}/my-account/withdraw`);
    await visible(() => page.getByTestId('withdrawable-amount').isVisible());
    expect(await page.getByTestId('withdrawable-amount').textContent()).toBe('$50.00');
    // No account yet: the form to add one is open.
    const accountForm = page.getByRole('form', { name: 'Add a bank account' });
    await visible(() => accountForm.isVisible());
    await accountForm.getByRole('radio', { name: 'Australian bank account' }).check();
    await accountForm.getByLabel('Name on the account').fill('Mia Tran');
    await accountForm.getByLabel('BSB').fill('062-000');
    await accountForm.getByLabel('Account number').fill('1234 5678');
    await accountForm.getByRole('button', { name: 'Save bank account' }).click();
    const account = page.getByRole('radio', { name: 'Mia Tran, BSB 062-000, account ending 5678' });
    await visible(() => account.isVisible());
    expect(await account.isChecked()).toBe(true);
    await expectAccessible(page);
    await page.getByLabel('Amount (AUD)').fill('20');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();

    await page.waitForURL(/\/my-account\/withdraw\/details\/[0-9a-f-]+$/, { timeout: 15_000 });
    const withdrawalId = page.url().split('/').pop()!;
    await visible(() => page.getByText('Pending: waiting to be paid').isVisible());
    await expect.poll(() => headerBalanceCents(page)).toBe(30_00);

    // The operator pays it; the customer sees it paid.
    const approved = await opsCall(baseUrl, opsToken, 'POST', `/withdrawals/${withdrawalId}/approve`, {
      decided_by: 'journey',
    });
    expect(approved.status).toBe(200);
    await page.reload();
    await visible(() => page.getByText('Paid', { exact: true }).isVisible());
    expect(await page.getByRole('button', { name: 'Cancel this withdrawal' }).count()).toBe(0);

    await page.goto(`${baseUrl}/my-account/transactions`);
    const table = page.getByRole('table');
    await visible(() => table.isVisible());
    const rows = table.getByRole('row');
    await visible(async () => (await rows.count()) === 3); // header, the withdrawal, the deposit
    expect(await rows.nth(1).textContent()).toContain('-$20.00');
    expect(await rows.nth(2).textContent()).toContain('$50.00');
    // Each movement in words, never by an id.
    expect(await rows.nth(2).textContent()).toContain('Deposit by Visa ···3220');
    await screenshot(page, 'money-transactions');

    // The withdraw page at phone width: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${baseUrl}/my-account/withdraw`);
    await visible(() => page.getByTestId('withdrawable-amount').isVisible());
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'money-withdraw-phone');

    expect(problems).toEqual([]);
    await closePage(page);
  });
});
