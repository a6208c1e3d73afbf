// The LLM refiner against a local chat-completions server: what it sends, what it accepts, and that
// every failure (a slow server at its timeout, nothing listening) means "no suggestions" rather than
// an error. A real HTTP server and a timeout: the slow project.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOpenAiRefiner } from './refine.ts';
import { sentPayload, startFakeLlm, type FakeLlm } from '../../../../tests/support/fake-llm.ts';

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
