import { describe, expect, it } from 'vitest';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import type { Job } from '../../src/assistant/understanding/jobs';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { request } from './fixtures/context';

// A hello and "what can you do" answered wholly in the language asked in, with the user's first name.

async function reply(job: Job, language: ReplyLanguage, message: string) {
  const base = await request(message);
  return composeReply(base, {
    understanding: { kind: 'jobs', requests: [{ job, text: message, confidence: 1 }] },
    pastedEmail: null,
    language,
  });
}

describe('greeting and capabilities in French and Spanish', () => {
  it('greets by first name in French and lists what Benji does, with no English lead', async () => {
    const text = await reply('greeting', 'fr', 'Allô Benji, bonne journée à vous');
    expect(text).toMatch(/^Bonjour Ana! Dites-moi ce qui s’est passé/);
    expect(text).toContain('• **Répondre à votre expert en sinistre**');
    expect(text).not.toContain('anglais');
    expect(text).not.toMatch(/\b(?:your|adjuster|the)\b/i);
  });

  it('says what Benji can and cannot do in Spanish', async () => {
    const text = await reply('capabilities', 'es', '¿Qué cosas sabe hacer usted por mí?');
    expect(text).toMatch(/^Ana, esto es lo que puedo hacer por usted:/);
    expect(text).toContain('**Lo que no puedo hacer:**');
    expect(text).not.toContain('inglés');
    expect(text).not.toMatch(/\b(?:your|adjuster|the)\b/i);
  });

  it('keeps the English greeting as it was', async () => {
    expect(await reply('greeting', 'en', 'hello there Benji')).toMatch(/^Hi Ana! Tell me what happened, or pick one of these:/);
  });
});
