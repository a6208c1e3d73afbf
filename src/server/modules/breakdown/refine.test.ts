// The LLM refiner against a local chat-completions server: what it sends, what it accepts, and that
// every failure means "no suggestions" rather than an error.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOpenAiRefiner, parseSuggestions, redactMerchantName } from './refine.ts';
import { sentPayload, startFakeLlm, type FakeLlm } from '../../../../tests/support/fake-llm.ts';

describe('redactMerchantName', () => {
  it.each([
    ['Starbucks', 'Starbucks'],
    ['7-Eleven', '7-Eleven'],
    ['Forever 21', 'Forever 21'],
    ['Shell Oil 57442180', 'Shell Oil'],
    ['Card 4111 1111 1111 1111 Coffee', 'Card Coffee'],
    ['Transfer to XXXX1234', 'Transfer to'],
    ['Amazon ****5678', 'Amazon'],
    ['Corner Deli #0423', 'Corner Deli'],
    ['Joes Pizza 12/03 $23.50', 'Joes Pizza'],
    ['Acme 2026-03-14 1,234.56', 'Acme'],
    ['Call 555-123-4567', 'Call'],
    ['Coffee -4.50', 'Coffee'],
    ['Sort code 12 34 56', 'Sort code'],
  ])('%j -> %j', (input, expected) => {
    expect(redactMerchantName(input)).toBe(expected);
  });

  it('never leaves a run of three digits', () => {
    for (const input of [
      'A1B2C3 123',
      '12 34 56 Shop',
      '9-9-9 Store',
      'X 1.234,56',
      'AMZN Mktp US*2K4LM7PX3',
      'Ref 12 345',
    ]) {
      expect(redactMerchantName(input)).not.toMatch(/\d\D?\d\D?\d/);
    }
  });

  it('keeps names short', () => {
    expect(redactMerchantName('Long Name '.repeat(20)).length).toBeLessThanOrEqual(60);
  });
});

describe('parseSuggestions', () => {
  const allowedCategories = ['Groceries', 'Dining Out', 'Pet Care'];
  const parse = (content: string, merchantCount = 3) =>
    parseSuggestions({ content, merchantCount, allowedCategories });

  it('keeps allowed categories in their allowed spelling', () => {
    const content = JSON.stringify({
      assignments: [
        { id: 0, category: 'groceries' },
        { id: 1, category: 'dining  OUT' },
        { id: 2, category: ' Pet Care ' },
      ],
    });
    expect(parse(content)).toEqual(
      new Map([
        [0, 'Groceries'],
        [1, 'Dining Out'],
        [2, 'Pet Care'],
      ]),
    );
  });

  it('drops categories not allowed, Needs Category, unknown ids and malformed entries', () => {
    const content = JSON.stringify({
      assignments: [
        { id: 0, category: 'Crypto' },
        { id: 1, category: 'Needs Category' },
        { id: 7, category: 'Groceries' },
        { id: -1, category: 'Groceries' },
        { category: 'Groceries' },
        'Groceries',
        { id: 2, category: 42 },
        { id: '1', category: 'Dining Out' },
      ],
    });
    expect(parse(content)).toEqual(new Map([[1, 'Dining Out']]));
  });

  it('accepts a fenced answer and the plain id -> category form', () => {
    expect(parse('```json\n{"0": "Dining Out", "1": "Nope"}\n```')).toEqual(
      new Map([[0, 'Dining Out']]),
    );
  });

  it('throws on text that is not a JSON object', () => {
    expect(() => parse('Sure! Here you go: Groceries')).toThrow();
    expect(() => parse('["Groceries"]')).toThrow();
  });
});

describe('createOpenAiRefiner against a local chat-completions server', () => {
  let llm: FakeLlm;
  const allowedCategories = ['Groceries', 'Dining Out', 'Pet Care'];

  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm?.close());
  afterEach(() => {
    llm.requests.length = 0;
    vi.restoreAllMocks();
  });

  const refiner = (timeoutMs = 2_000) =>
    createOpenAiRefiner({
      apiKey: 'sk-test',
      baseURL: llm.baseURL,
      model: 'test-model',
      timeoutMs,
    });

  it('sends the model, the allowed categories and the merchant names, and keeps valid answers', async () => {
    llm.answer = {
      content: JSON.stringify({
        assignments: [
          { id: 0, category: 'Pet Care' },
          { id: 1, category: 'Gambling' },
        ],
      }),
    };
    const suggestions = await refiner().suggest({
      merchants: ['Paws Palace', 'Lucky Spin'],
      allowedCategories,
    });
    expect(suggestions).toEqual(new Map([[0, 'Pet Care']]));

    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(sentPayload(request!)).toEqual({
      allowedCategories,
      merchants: [
        { id: 0, name: 'Paws Palace' },
        { id: 1, name: 'Lucky Spin' },
      ],
    });
  });

  it('asks nothing when there is nothing to ask', async () => {
    expect(await refiner().suggest({ merchants: [], allowedCategories })).toEqual(new Map());
    expect(llm.requests).toHaveLength(0);
  });

  it.each([
    ['an HTTP error', { status: 500 }],
    ['a rate limit', { status: 429 }],
    ['text that is not JSON', { content: 'I think Paws Palace is a pet shop.' }],
    ['an empty answer', { content: '' }],
  ])('falls back on %s, with a warning', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    llm.answer = answer;
    const suggestions = await refiner().suggest({ merchants: ['Paws Palace'], allowedCategories });
    expect(suggestions).toEqual(new Map());
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toMatch(/kept the local result/);
    expect(String(warn.mock.calls[0]![0])).not.toContain('Paws');
  });

  it('gives up on a slow server at its timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    llm.answer = { stallMs: 5_000, content: '{"assignments":[{"id":0,"category":"Pet Care"}]}' };
    const started = performance.now();
    const suggestions = await refiner(300).suggest({
      merchants: ['Paws Palace'],
      allowedCategories,
    });
    const elapsed = performance.now() - started;
    expect(suggestions).toEqual(new Map());
    expect(elapsed).toBeLessThan(2_000);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('falls back when nothing listens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const closed = await startFakeLlm();
    await closed.close();
    const suggestions = await createOpenAiRefiner({
      baseURL: closed.baseURL,
      timeoutMs: 2_000,
    }).suggest({ merchants: ['Paws Palace'], allowedCategories });
    expect(suggestions).toEqual(new Map());
    expect(warn).toHaveBeenCalledOnce();
  });
});
