import { US_HOME_PAGE } from '../policies/us-homeowners';
import { florida as s } from '../scenarios/florida';
import type { Question } from '../types';
import { adjusterNamed, KNOWN_ON_FILE, letterTo, merge, page } from './expect-helpers';

const REINSPECTION_EMAIL = `Hi Ms. Okafor,

Following your call, we are willing to reinspect the hallway closet on November 24 or November 25 between 9 am and noon. Please confirm which date works.

Please also provide the plumber's or HVAC technician's report stating when the condensate drain line clogged.

Note that our denial of October 5 stands pending the reinspection.

Marcus Bell
Property Claims, Gulfside Property & Casualty`;

// Patricia's claim: reported June 23, denied October 5 (60 days ran out August 22) on seepage and mold,
// though the policy covers hidden, unknown seepage and hidden mold from a covered leak up to $10,000.
export const floridaQuestions: Question[] = [
  {
    id: 'fl-in-writing',
    job: 'written_denial',
    ask: "they denied everything in a letter oct 5 saying it leaked over 14 days and mold isnt covered. the letter doesnt quote ANY page of my policy. write them asking for the exact policy language they're relying on, in writing",
    expect: merge(letterTo(s), {
      includesAny: [
        ['October 5', 'Oct 5', '2026-10-05'],
        ['policy language', 'policy wording', 'provision', 'section'],
        ['page'],
        ['hidden'],
        ['claim file', 'mold assessment', 'report'],
      ],
    }),
  },
  {
    id: 'fl-appeal',
    job: 'written_denial',
    ask: 'the policy says hidden mold from a covered water leak is covered up to 10k. the leak was INSIDE the wall and we had no idea. write the appeal',
    expect: merge(letterTo(s), {
      includes: ['$10,000', page(US_HOME_PAGE.exclusions)],
      includesAny: [
        ['hidden'],
        ['unknown', 'did not know', "didn't know", 'no idea'],
        ['$14,600', '$9,300', '$23,900'],
        ['reconsider', 'appeal'],
      ],
    }),
  },
  {
    id: 'fl-late-decision',
    job: 'deadline_question',
    ask: "didn't they have a legal deadline to decide?? it took them months",
    expect: {
      includes: ['§627.70131(7)(a)'],
      includesAny: [
        ['60 days'],
        ['notice', 'notified', 'reported'],
        // 60 days from June 23 end on Saturday, August 22; Florida's rule moves the insurer's last day to Monday (issue 24).
        ['August 24, 2026', 'Aug 24', '2026-08-24', 'August 22, 2026', 'Aug 22'],
        ['late', 'overdue', 'past', 'after the deadline'],
      ],
    },
  },
  {
    id: 'fl-appraisal-coverage',
    job: 'appraisal',
    ask: 'can we just go to appraisal over the denial?',
    expect: {
      includes: [page(US_HOME_PAGE.appraisal)],
      includesAny: [
        ['amount of loss', 'amount of the loss'],
        ['coverage', 'is covered', 'are covered'],
        ['mediation', '627.7015'],
      ],
    },
  },
  {
    id: 'fl-escalate',
    job: 'escalate',
    ask: 'marcus wont budge. who do i complain to here in florida',
    expect: {
      includesAny: [['Department of Financial Services']],
      inOrder: [['supervisor', 'manager'], ['Department of Financial Services']],
    },
  },
  {
    id: 'fl-bad-faith',
    job: 'legal',
    ask: 'should i sue them for bad faith? and how long do i have to do it',
    expect: {
      includesAny: [
        ['lawyer', 'attorney'],
        ['legal advice'],
        ['one year', '1 year'],
        [page(US_HOME_PAGE.conditions)],
        ['June 21, 2027', '2027-06-21'],
        ['Department of Financial Services'],
      ],
    },
  },
  {
    id: 'fl-euo',
    job: 'euo',
    ask: 'now they want me to do an examination under oath even tho they already denied it?? do i have to, and how do i get ready',
    expect: {
      includesAny: [
        [page(US_HOME_PAGE.conditions)],
        ['lawyer', 'attorney'],
        ['transcript'],
        ['truth', 'honest'],
        ['HVAC', 'drain line', 'condensate'],
        ['denial', 'denied'],
      ],
    },
  },
  {
    id: 'fl-hotel',
    job: 'living_expenses',
    ask: 'we had to stay in a hotel 6 nights during the mold remediation, $1,134 total. can i still ask for that even though they denied?',
    expect: {
      includes: ['$1,134', page(US_HOME_PAGE.livingExpenses)],
      includesAny: [
        ['Coverage D', 'Additional Living Expense', 'Loss of Use'],
        ['denial', 'denied', 'reconsider', 'appeal'],
      ],
      excludes: ['Claim Closure'],
    },
  },
  {
    id: 'fl-reinspection',
    job: 'email_reply',
    ask: `marcus sent this, help me reply:\n\n${REINSPECTION_EMAIL}`,
    states: ['email'],
    expect: merge(letterTo(s), {
      includesAny: [
        ['November 24', 'November 25', 'Nov 24', 'Nov 25'],
        ['HVAC', 'technician', 'drain line'],
        ['reinspect', 'inspection'],
        ['in writing', 'written'],
      ],
      fillBeforeSending: { unknown: ['date', 'which day', 'November 24', 'November 25', 'report'], known: KNOWN_ON_FILE },
    }),
  },
  {
    id: 'fl-mold-covered',
    job: 'policy_question',
    ask: 'is the mold covered under my policy or not. yes or no',
    expect: {
      includes: ['$10,000', page(US_HOME_PAGE.exclusions)],
      includesAny: [['hidden'], ['yes,', 'yes.', 'yes —', 'is covered', 'covered up to', 'are covered']],
    },
  },
  {
    id: 'fl-other-thing',
    job: 'clarify',
    ask: 'ok and what about the other thing',
    expect: { clarify: true },
  },
  // Asked in Spanish (issue 26): answered, in Spanish or with a Spanish lead saying what is still in English.
  {
    id: 'fl-es-moho',
    job: 'spanish',
    ask: 'Nos negaron todo por el moho, pero estaba escondido dentro de la pared. ¿Mi póliza paga algo por ese moho?',
    expect: {
      spanish: true,
      includesAny: [['$10,000', '10.000 $', 'US$10,000'], ['hidden', 'oculto', 'escondido'], [page(US_HOME_PAGE.exclusions)]],
    },
  },
  {
    id: 'fl-es-tarde',
    job: 'spanish',
    ask: '¿La aseguradora no tenía un plazo por ley para contestar? Se tardaron como tres meses en decidir',
    expect: {
      spanish: true,
      includesAny: [
        ['§627.70131', '627.70131'],
        ['60 days', '60 días'],
        ['August 24', 'Aug 24', '24 de agosto', 'August 22', '22 de agosto'],
      ],
    },
  },
  {
    id: 'fl-es-queja',
    job: 'spanish',
    ask: 'Marcus no cambia de opinión y ya no me contesta. ¿A quién me quejo aquí en Florida?',
    expect: {
      spanish: true,
      includesAny: [
        ['Department of Financial Services', 'Departamento de Servicios Financieros'],
        ['supervisor', 'gerente', 'manager'],
      ],
    },
  },
  {
    id: 'fl-es-deducible',
    job: 'spanish',
    ask: 'y el deducible de mi seguro de la casa, de cuánto es?',
    expect: { spanish: true, includesAny: [['$2,500', 'US$2,500', '2500'], [page(US_HOME_PAGE.declarations)]] },
  },
  {
    id: 'fl-es-carta',
    job: 'spanish',
    ask: 'Escríbale a Marcus pidiendo por escrito la parte exacta de la póliza que usaron para negarme el reclamo',
    expect: {
      spanish: true,
      includes: [s.details.claimNumber],
      includesAny: [adjusterNamed(s), ['policy language', 'provision', 'página', 'page', 'cláusula', 'texto']],
    },
  },
];
