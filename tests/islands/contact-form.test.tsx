// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SendResult } from '../../src/backend/contact';
import { DRAFT_STORAGE_KEY, rateLimitedToastParts } from '../../src/lib/browser/contact-form';
import { LEAD_SOURCE_LIMITS, LEAD_SOURCE_STORAGE_KEY, recordLeadSource } from '../../src/lib/browser/lead-source';
import { page } from '../support/content';

/** Everything the form says, as content/contact-page.json words it. */
const copy = page('contact-page').form;

const backend = vi.hoisted(() => ({
  sendContactMessage: vi.fn<(message: unknown, timeoutMs?: number) => Promise<SendResult>>(),
  preloadContactBackend: vi.fn(),
}));
vi.mock('../../src/backend/contact', () => backend);

const { default: ContactForm } = await import('../../src/islands/ContactForm');

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: (name) => name === copy.send || name === copy.sending });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(copy.fields.name), '  Amina Otieno ');
  await user.type(field(copy.fields.email), 'amina@example.com');
  await user.type(field(copy.fields.phone), '+254 700 000 000');
  await user.selectOptions(screen.getByRole('combobox', { name: copy.fields.budget }), '$10,000 - $25,000');
  await user.type(field(copy.fields.subject), 'New website');
  await user.type(field(copy.fields.message), 'We need a new site.');
}

function deferred() {
  let resolve!: (r: SendResult) => void;
  const promise = new Promise<SendResult>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  sessionStorage.clear();
  backend.sendContactMessage.mockReset();
  backend.preloadContactBackend.mockReset();
});
afterEach(cleanup);

// Typing whole forms in jsdom is slow on a busy machine.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('has the fields, labels, types, limits and budget options the form promises', () => {
    render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    expect(field(copy.fields.name)).toBeRequired();
    expect(field(copy.fields.name)).toHaveAttribute('maxlength', '100');
    expect(field(copy.fields.email)).toHaveAttribute('type', 'email');
    expect(field(copy.fields.email)).toBeRequired();
    expect(field(copy.fields.phone)).not.toBeRequired();
    expect(field(copy.fields.subject)).toBeRequired();
    expect(field(copy.fields.message)).toBeRequired();
    expect(field(copy.fields.message)).toHaveAttribute('rows', '5');
    const budget = screen.getByRole('combobox', { name: copy.fields.budget });
    expect(budget).toHaveValue('$1,500 - $5,000');
    expect([...(budget as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '$1,500 - $5,000',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      '$50,000+',
      'Not specified',
    ]);
    expect(submit()).toHaveTextContent(copy.send);
    expect(submit()).toBeEnabled();
  });

  it('sends the payload (message, then phone and budget) once, shows Sending..., then the success panel and toast; the reset restores initial values', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred();
    backend.sendContactMessage.mockReturnValue(pending.promise);
    render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    await fill(user);
    await user.dblClick(submit());
    expect(submit()).toHaveTextContent(copy.sending);
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(backend.sendContactMessage).toHaveBeenCalledTimes(1);
    expect(backend.sendContactMessage.mock.calls[0]![0]).toEqual({
      name: 'Amina Otieno',
      email: 'amina@example.com',
      subject: 'New website',
      message: 'We need a new site.\n\nPhone: +254 700 000 000\nBudget: $10,000 - $25,000',
      // No record in the tab and no referrer: this page started the visit.
      landing_page: location.pathname + location.search,
    });
    await act(async () => pending.resolve({ ok: true }));
    expect(await screen.findByRole('heading', { name: copy.sent.title })).toHaveFocus();
    expect(screen.getByText(copy.sent.text)).toBeInTheDocument();
    expect(await screen.findByText(copy.toasts.sent)).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: copy.sent.again }));
    expect(field(copy.fields.name)).toHaveValue('');
    expect(field(copy.fields.message)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: copy.fields.budget })).toHaveValue('$1,500 - $5,000');
  });

  it('sends where the visit came from, as its first page recorded it, with the message', async () => {
    const user = userEvent.setup({ delay: null });
    backend.sendContactMessage.mockResolvedValue({ ok: true });
    const first = {
      location: new URL('https://site.example/work/x/?utm_source=newsletter&utm_medium=email&utm_campaign=spring'),
      referrer: 'https://news.example.com/issue',
      addEventListener: () => {},
    };
    recordLeadSource(first, () => sessionStorage);
    render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    await fill(user);
    await user.click(submit());
    expect(backend.sendContactMessage).toHaveBeenCalledTimes(1);
    expect(backend.sendContactMessage.mock.calls[0]![0]).toMatchObject({
      name: 'Amina Otieno',
      landing_page: '/work/x/?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      referrer_host: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
  });

  it('sends a message whose recorded source is hostile, the values cut or left out', async () => {
    const user = userEvent.setup({ delay: null });
    backend.sendContactMessage.mockResolvedValue({ ok: true });
    const hostile = `utm_source=${encodeURIComponent('news\r\nBcc: x@example.com')}&utm_medium=%3Cscript%3E&utm_campaign=${'c'.repeat(3000)}`;
    sessionStorage.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify([`/?${hostile}`, 'javascript:alert(1)']));
    render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    await fill(user);
    await user.click(submit());
    const sent = backend.sendContactMessage.mock.calls[0]![0] as Record<string, string>;
    expect(sent).toMatchObject({ name: 'Amina Otieno', utm_source: 'news Bcc: x@example.com' });
    expect(sent['utm_campaign']).toHaveLength(LEAD_SOURCE_LIMITS.utm_campaign);
    expect(sent['landing_page']).toHaveLength(LEAD_SOURCE_LIMITS.landing_page);
    expect(sent).not.toHaveProperty('utm_medium');
    expect(sent).not.toHaveProperty('referrer_host');
    expect(await screen.findByRole('heading', { name: copy.sent.title })).toBeInTheDocument();
  });

  it('keeps every field and shows the failure toast when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    backend.sendContactMessage.mockResolvedValue({ ok: false, reason: 'timeout' });
    render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText(copy.toasts.failed)).toBeInTheDocument();
    expect(field(copy.fields.name)).toHaveValue('  Amina Otieno ');
    expect(field(copy.fields.message)).toHaveValue('We need a new site.');
    expect(screen.getByRole('combobox', { name: copy.fields.budget })).toHaveValue('$10,000 - $25,000');
    await waitFor(() => expect(submit()).toHaveTextContent(copy.send));
    expect(submit()).toBeEnabled();
  });

  it('answered 429, shows the rate-limited toast with a mail link to the agency and keeps every field', async () => {
    const user = userEvent.setup({ delay: null });
    backend.sendContactMessage.mockResolvedValue({
      ok: false,
      reason: 'rate-limited',
      detail: 'Too many messages from your e-mail address. Please try again in 9 minutes (after 14:00 UTC).',
    });
    render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    await fill(user);
    await user.click(submit());
    const link = await screen.findByRole('link', { name: 'hello@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(link.closest('[data-sonner-toast]')).toHaveTextContent(
      rateLimitedToastParts(copy.toasts, 'hello@example.com', 'sender').join(''),
    );
    expect(link.closest('[data-sonner-toast]')).not.toHaveTextContent(copy.toasts.failed);
    expect(field(copy.fields.name)).toHaveValue('  Amina Otieno ');
    expect(field(copy.fields.message)).toHaveValue('We need a new site.');
    expect(screen.getByRole('combobox', { name: copy.fields.budget })).toHaveValue('$10,000 - $25,000');
  });

  it('keeps a draft in sessionStorage and restores it on the next visit', async () => {
    const user = userEvent.setup({ delay: null });
    const first = render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    await user.type(field(copy.fields.subject), 'Podcast launch');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
        subject: 'Podcast launch',
      }),
    );
    first.unmount();
    render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    expect(field(copy.fields.subject)).toHaveValue('Podcast launch');
  });

  it('thanks a bot that filled the honeypot without sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    await fill(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    await user.type(honeypot, 'https://spam.example');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: copy.sent.title })).toBeInTheDocument();
    expect(backend.sendContactMessage).not.toHaveBeenCalled();
  });

  it('rejects a field of spaces like an empty one', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    await user.type(field(copy.fields.name), '   ');
    await waitFor(() => expect((field(copy.fields.name) as HTMLInputElement).validationMessage).toBe(copy.blankField));
  });

  it('starts loading the backend client when the visitor starts on the form', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm agencyEmail="hello@example.com" copy={copy} />);
    await user.click(field(copy.fields.name));
    expect(backend.preloadContactBackend).toHaveBeenCalled();
  });
});
