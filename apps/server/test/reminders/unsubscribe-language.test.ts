import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReminderMessage } from '@benji/shared';
import { unsubscribeUrl } from '../../src/modules/reminders/reminders.service';
import { createTestApp, type TestApp } from '../support/test-app';
import { verifiedUser } from './reminder-requests';

// The pages behind a reminder's "stop" link speak the language the reminder was written in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pathOf = (url: string) => url.slice(url.indexOf('/api/'));

async function pagesFor(language: string | undefined) {
  const user = await verifiedUser(t, language ? { language } : {});
  const url = pathOf(unsubscribeUrl(t.app.reminders, user.user.pk));
  const asked = await t.app.inject({ method: 'GET', url });
  const done = await t.app.inject({
    method: 'POST',
    url,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  return { asked: asked.body, done: done.body };
}

describe('the unsubscribe pages', () => {
  it('read in English for an English account, as they always did', async () => {
    const { asked, done } = await pagesFor('en-CA');
    expect(asked).toContain('<html lang="en">');
    expect(asked).toContain('<h1>Stop deadline reminders?</h1>');
    expect(asked).toContain(
      '<p>Benji will stop e-mailing you about your claim deadlines. You can turn reminders back on in Settings at any time.</p>',
    );
    expect(asked).toContain('<button type="submit">Stop reminders</button>');
    expect(done).toContain(`<p>${ReminderMessage.unsubscribed}</p>`);
    expect(done).toContain('/settings">Open Settings</a>');
  });

  it('read in Québec French for a French account', async () => {
    const { asked, done } = await pagesFor('fr-CA');
    expect(asked).toContain('<html lang="fr-CA">');
    expect(asked).toContain('<h1>Arrêter les rappels d’échéance?</h1>');
    expect(asked).toContain('<button type="submit">Arrêter les rappels</button>');
    expect(done).toContain('Vous ne recevrez plus de rappels d’échéances de Benji.');
    expect(done).toContain('/settings">Ouvrir les paramètres</a>');
    expect(`${asked}${done}`).not.toMatch(/reminders|Settings/);
  });

  it('read in US Spanish for a Spanish account', async () => {
    const { asked, done } = await pagesFor('es-US');
    expect(asked).toContain('<html lang="es-US">');
    expect(asked).toContain('<h1>¿Dejar de recibir recordatorios de plazos?</h1>');
    expect(done).toContain('Ya no recibirá recordatorios de plazos de Benji.');
    expect(`${asked}${done}`).not.toMatch(/reminders|Open Settings/);
  });

  it('answer a link that is not ours in English, and change nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/reminders/unsubscribe/?token=1.nope' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(`<p>${ReminderMessage.linkInvalid}</p>`);
  });
});
