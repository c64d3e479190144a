import { describe, expect, it } from 'vitest';
import { replyCopy } from '../../lib/plain-copy/plain-letter';
import { sampleClaimEmail, sampleClaimLetter } from './sample-letter';

// The claim as the dialog hands it to a French or Spanish letter: type and country already named in the language.
const claim = {
  insurance_company_name: 'Intact Assurance',
  policy_number: 'HAB-2024-77',
  date_of_incident: '2026-11-03',
  city_of_incident: 'Laval',
  region: 'QC',
  police_report_number: 'SPL-991',
  description: 'Volée dans l’entrée pendant la nuit.',
  created_at: '2026-11-05T15:20:00.000Z',
};
const french = { ...claim, type_of_claim: 'Vol de véhicule', country_of_incident: 'Canada' };
const spanish = { ...claim, type_of_claim: 'Robo de vehículo', country_of_incident: 'Canadá' };
const details = { adjuster_name: 'Julie Tremblay', adjuster_email: 'julie.tremblay@intact.example', add_claim_number: 'IN-26-0814' };
const today = new Date(2026, 10, 26);
const ENGLISH = /\b(Dear|Subject|Sincerely|Please|claim number|policy number|Thank you)\b/;

describe('the sample letter in Québec French', () => {
  it('asks to keep the claim open for 60 days in the frame of Benji’s French letters', () => {
    const letter = sampleClaimLetter(french, 'Ana Ruiz', null, today, 'fr-CA');
    expect(
      letter.startsWith(
        'Date : 26 novembre 2026\nObjet : Demande de garder ma réclamation ouverte pendant 60 jours (police HAB-2024-77)\n',
      ),
    ).toBe(true);
    expect(letter).toContain('\nMadame, Monsieur,\n');
    expect(letter).toContain(
      'ma réclamation pour vol de véhicule, au titre de la police numéro HAB-2024-77 auprès d’Intact Assurance, pour le sinistre survenu le 3 novembre 2026 à Laval, QC, Canada. Je l’ai déclaré le 5 novembre 2026. Le numéro du rapport de police est SPL-991.',
    );
    expect(letter).toContain('pendant 60 jours à compter de la date de la présente lettre, soit jusqu’au 25 janvier 2027,');
    expect(letter.endsWith('Veuillez agréer mes salutations distinguées.\n\nAna Ruiz')).toBe(true);
    expect(letter).not.toMatch(ENGLISH);
  });

  it('greets the adjuster by name, gives the claim number, and names unknown facts in French', () => {
    const letter = sampleClaimLetter(
      { ...french, insurance_company_name: '', policy_number: '', police_report_number: '' },
      '',
      details,
      today,
      'fr-CA',
    );
    expect(letter.startsWith('À : julie.tremblay@intact.example\nDate : 26 novembre 2026\n')).toBe(true);
    expect(letter).toContain('Objet : Demande de garder la réclamation IN-26-0814 ouverte pendant 60 jours (police [Numéro de police])');
    expect(letter).toContain('Bonjour Julie Tremblay,');
    expect(letter).toContain(
      '(numéro de réclamation IN-26-0814), au titre de la police numéro [Numéro de police] auprès de [Compagnie d’assurance]',
    );
    expect(letter).not.toContain('rapport de police');
    expect(letter).not.toMatch(/\[(Policy Number|Insurance Company|Your Full Name)\]/);
  });
});

describe('the sample letter in US Spanish', () => {
  it('asks to keep the claim open for 60 days in the frame of Benji’s Spanish letters', () => {
    const letter = sampleClaimLetter(spanish, 'Ana Ruiz', null, today, 'es-US');
    expect(
      letter.startsWith(
        'Fecha: 26 de noviembre de 2026\nAsunto: Solicitud para mantener abierto mi reclamo durante 60 días (póliza HAB-2024-77)\n',
      ),
    ).toBe(true);
    expect(letter).toContain('Estimado equipo de Reclamos de Intact Assurance:');
    expect(letter).toContain(
      'mi reclamo por robo de vehículo bajo la póliza número HAB-2024-77, por el incidente del 3 de noviembre de 2026 en Laval, QC, Canadá. Lo reporté el 5 de noviembre de 2026. El número del informe policial es SPL-991.',
    );
    expect(letter).toContain('durante 60 días a partir de la fecha de esta carta, hasta el 25 de enero de 2027,');
    expect(letter.endsWith('Atentamente,\n\nAna Ruiz')).toBe(true);
    expect(letter).not.toMatch(ENGLISH);
  });

  it('is written to the adjuster with the claim number, and e-mailed under its own subject label', () => {
    const email = sampleClaimEmail(spanish, 'Ana Ruiz', details, today, 'es-US');
    expect(email).toMatchObject({
      to: 'julie.tremblay@intact.example',
      subjectLabel: 'Asunto:',
      subject: 'Solicitud para mantener abierto el reclamo IN-26-0814 durante 60 días (póliza HAB-2024-77)',
    });
    expect(email.body.startsWith('Estimado/a Julie Tremblay:\n')).toBe(true);
    expect(email.body).toContain(', número de reclamo IN-26-0814, bajo la póliza número HAB-2024-77 con Intact Assurance,');
  });
});

describe.each([
  ['fr-CA', french, 'Objet :'],
  ['es-US', spanish, 'Asunto:'],
] as const)('Copy on the %s letter', (language, shown, label) => {
  it('finds one letter under its own subject label, from its greeting through its signature', () => {
    const text = sampleClaimLetter(shown, 'Ana Ruiz', details, today, language);
    const [found, ...more] = replyCopy(text).letters;
    expect(more).toEqual([]);
    const email = sampleClaimEmail(shown, 'Ana Ruiz', details, today, language);
    expect(found).toMatchObject({ subjectLabel: label, subject: email.subject });
    expect(found?.body).toBe(email.body);
  });
});
