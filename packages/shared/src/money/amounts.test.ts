import { describe, expect, it } from 'vitest';
import { amountsIn } from './amounts';

const read = (text: string) => amountsIn(text, 'diary').map(({ kind, value, per }) => ({ kind, value, ...(per ? { per } : {}) }));

describe('amountsIn in French and Spanish', () => {
  it('labels a Québec French diary by its words', () => {
    expect(read("Offre de l'assureur : 8 300 $. Soumission de l'entrepreneur : 19 400,50 $")).toEqual([
      { kind: 'offer', value: 8300 },
      { kind: 'estimate', value: 19400.5 },
    ]);
    expect(read('Paiement de 6 200 $ reçu; 2 100 $ retenus jusqu’aux travaux')).toEqual([
      { kind: 'payment', value: 6200 },
      { kind: 'holdback', value: 2100 },
    ]);
    expect(read('Franchise de 1 000 $')).toEqual([{ kind: 'deductible', value: 1000 }]);
  });

  it('labels a US Spanish diary by its words', () => {
    expect(read('Oferta de $8,300. Presupuesto del contratista: 19,400 dólares')).toEqual([
      { kind: 'offer', value: 8300 },
      { kind: 'estimate', value: 19400 },
    ]);
  });

  it('reads a rate in the three languages', () => {
    expect(read('Hôtel : 180 $ par nuit')).toEqual([{ kind: 'living_expense', value: 180, per: 'night' }]);
    expect(read('alquiler de $2,400 al mes')).toEqual([{ kind: 'living_expense', value: 2400, per: 'month' }]);
    expect(read('Loyer de 1 500 $ CA par mois')).toEqual([{ kind: 'living_expense', value: 1500, per: 'month' }]);
    expect(read('hotel at $180 a night')).toEqual([{ kind: 'living_expense', value: 180, per: 'night' }]);
  });

  it('reads a figure the insurer is said to give as its offer, and one it is said to have sent as a payment', () => {
    expect(read('They say $48,000; our contractor says $90,000')).toEqual([
      { kind: 'offer', value: 48000 },
      { kind: 'estimate', value: 90000 },
    ]);
    expect(read('the adjuster will pay $9,000 for the fence')).toEqual([{ kind: 'offer', value: 9000 }]);
    expect(read('they said they sent me $3,000')).toEqual([{ kind: 'payment', value: 3000 }]);
  });

  it('keeps English labels', () => {
    expect(read('Offer of $12,150; the roofer quoted $38,400')).toEqual([
      { kind: 'offer', value: 12150 },
      { kind: 'estimate', value: 38400 },
    ]);
  });
});
