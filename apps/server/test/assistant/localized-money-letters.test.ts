import { describe, expect, it } from 'vitest';
import { claim, event } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords, replyIn } from './fixtures/localized-reply';

// The living-expense and holdback letters written whole in French and Spanish, each sum and date
// in its role; a question about them is answered in English after the lead for now.

// A Québec City kitchen fire: two hotel bills logged, the policy's loss-of-use limit on page 2.
const quebec = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Québec',
  typeOfClaim: 'House Fire',
  events: [
    event('2026-02-06', 'note', 'Hotel for the first week: $1,260', 'to_insurer'),
    event('2026-02-13', 'note', 'Hotel for the second week: $1,190', 'to_insurer'),
  ],
});
const lossOfUse = {
  page: 2,
  score: 1,
  text: 'Additional Living Expense\nIf a loss makes your home unfit to live in, we cover additional living expenses up to $18,000 for 12 months.',
};

describe('the living-expense request in French', () => {
  const letter = replyIn('living_expenses', 'fr', 'Write to ask them to reimburse the hotel.', [quebec], { passages: [lossOfUse] });

  it('itemises the costs logged with their dates and totals them', () => {
    expect(letter).toMatch(/^\*\*Demande de frais de subsistance supplémentaires\*\* : 1\s260\s\$ \+ 1\s190\s\$ = 2\s450\s\$\./);
    expect(letter).toMatch(/1\s260\s\$ \(6 février 2026\)\n1\s190\s\$ \(13 février 2026\)\nTotal : 2\s450\s\$/);
    expect(letter).toContain('de ma police (page 2), je vous prie de me rembourser les frais suivants :');
  });

  it('states the limit only as the policy’s, with its page, and quotes the clause as written', () => {
    expect(letter).toMatch(/Que la limite de cette garantie selon ma police est de 18\s000\s\$, pendant 12 mois \(page 2\)/);
    expect(letter).toContain('Ce que dit votre police :\n**Page 2 — Additional Living Expense :**');
  });

  it('is wholly in French', () => {
    expect(letter).toContain('Bonjour Sam Lee,');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });

  it('answers a question about living expenses in French, not with a letter', () => {
    const answer = replyIn('living_expenses', 'fr', 'Will they pay for the hotel?', [quebec]);
    expect(answer).toMatch(/^\*\*Frais de subsistance supplémentaires \(privation de jouissance\) :\*\*/);
    expect(answer).not.toContain('**Demande de');
  });
});

describe('the living-expense request in Spanish', () => {
  it('asks for a monthly rent going forward apart from the receipts, with the move-back date left to fill', () => {
    const letter = replyIn('living_expenses', 'es', 'Write the request: the apartment costs us $2,400 a month.', [claim()]);
    expect(letter).toMatch(/^\*\*Solicitud de gastos adicionales de vivienda\*\*: \$2,400 al mes de aquí en adelante\./);
    expect(letter).toContain('le pido que pague estos gastos.\nDe aquí en adelante, mi familia está pagando $2,400 al mes');
    expect(letter).toContain('[Fecha en que espera regresar a su vivienda]');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});

// A Miami roof: paid $8,200 on the actual cash value, $3,950 held back, the roofer's final invoice $12,600.
const miami = claim({
  region: 'FL',
  city: 'Miami',
  typeOfClaim: 'Roof Damage / Storm',
  events: [
    event('2026-02-20', 'payment_received', 'Actual cash value payment of $8,200; $3,950 recoverable depreciation held back'),
    event('2026-03-06', 'note', 'Final invoice from the roofer: $12,600'),
  ],
});
const settlement = {
  page: 4,
  score: 1,
  text: 'Loss Settlement\nYou may make a claim for the additional amount held back within 180 days of the loss.',
};

describe('the holdback release in Spanish', () => {
  const letter = replyIn('depreciation', 'es', 'The roof is done, write to get the depreciation they held back.', [miami], {
    passages: [settlement],
  });

  it('puts the payment, the holdback and the final cost each in its role', () => {
    expect(letter).toMatch(/^\*\*Solicitud de pago de la depreciación recuperable\*\* de \$3,950 \(retenida el 20 de febrero de 2026\)\./);
    expect(letter).toContain(
      'Ustedes me pagaron $8,200 con base en el valor real en efectivo el 20 de febrero de 2026, y retuvieron $3,950 de depreciación recuperable',
    );
    expect(letter).toContain('con un costo de $12,600.');
    expect(letter).toContain('Le pido que paguen la depreciación recuperable de $3,950');
  });

  it('counts the policy’s time limit from the loss, its wording quoted as written', () => {
    expect(letter).toContain('Mi póliza (página 4) me permite reclamar este monto hasta el 1 de agosto de 2026');
    expect(letter).toContain(
      '**El plazo de su póliza (página 4):** “You may make a claim for the additional amount held back within 180 days of the loss.”',
    );
    expect(letter).toContain('Para su pérdida del 2 de febrero de 2026, el último día es el **1 de agosto de 2026**');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});

describe('the holdback release in French', () => {
  it('leaves the holdback and the cost as blanks when the records lack them, and says where to look for the time limit', () => {
    const letter = replyIn('depreciation', 'fr', 'Write to get the holdback released.', [claim({ country: 'Canada', region: 'QC' })]);
    expect(letter).toMatch(/^\*\*Demande de versement de la dépréciation récupérable\*\*\./);
    expect(letter).toContain('Vous avez retenu [Montant retenu] de dépréciation récupérable');
    expect(letter).toContain('pour un coût de [Coût final].');
    expect(letter).toContain('Bien des polices fixent un délai');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});
