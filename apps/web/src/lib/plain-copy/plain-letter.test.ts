import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../mailto/mailto';
import { replyCopy } from './plain-letter';

const DISCLAIMER = 'This is general information to help you handle your own claim, not legal advice.';

// The offline engine's letter (letters/draft.ts): intro, subject, the template's letter, notes.
const LETTER_BODY = `November 23, 2026

Pacific Crest Insurance
Attention: Kevin Tran

Claim Number: PCI-26-081447
Policy Number: HO3-CA-4471902
Date of Loss: [Date of Loss]

Dear Kevin Tran,

I am following up on my claim. My last contact with your office was on [Date of Last Contact].

Please let me know in writing:
1. The current status of my claim.
2. The next steps, and when I can expect each of them.

Thank you for your help. I look forward to hearing from you.

Sincerely,

Rosa Delgado
12 Elm Street, Toronto, ON
Phone: [Your Phone]
Email: rosa@example.com`;

const LETTER_REPLY = `**Status Check-In**, asking Kevin Tran for an update. Your claim diary records no reply from the insurer yet.

Subject: Status Update Request - Claim PCI-26-081447

${LETTER_BODY}

**Fill before sending:** [Date of Loss], [Date of Last Contact], [Your Phone].

Send it by e-mail or a delivery method with proof of receipt, log it in your claim diary, and keep a copy.

${DISCLAIMER}`;

// The offline engine's reply to an adjuster's e-mail (email-reply.ts): Subject and To, one paragraph.
const EMAIL_REPLY = `**Here is a draft reply to Kevin Tran**, answering each point of their e-mail. Check every fact before you send it.

Subject: Re: Claim PCI-26-081447 - Policy HO3-CA-4471902
To: kevin.tran@pacificcrest.example

Dear Kevin Tran,

Thank you for your message about claim PCI-26-081447 with Pacific Crest Insurance.

You asked for the following. I am gathering them and will send them by [the date you can send them]:
• Receipts for the damaged items
• Photos of the kitchen

Thank you,
Rosa Delgado
Phone: (415) 555-0110
Email: rosa@example.com

**Before you send it:** replace anything in [brackets], keep a copy, and send it by e-mail so you have a dated record.

${DISCLAIMER}`;

describe('replyCopy: a letter', () => {
  it('copies the subject and the letter from the date through the signature, nothing of Benji’s', () => {
    const copy = replyCopy(LETTER_REPLY);
    expect(copy.text).toBe(`Subject: Status Update Request - Claim PCI-26-081447\n\n${LETTER_BODY}`);
    expect(copy.letters).toEqual([
      { subject: 'Status Update Request - Claim PCI-26-081447', subjectLabel: 'Subject:', to: null, body: LETTER_BODY },
    ]);
  });

  it('keeps the bracketed placeholders the user still has to fill in', () => {
    expect(replyCopy(LETTER_REPLY).text).toContain('Date of Loss: [Date of Loss]');
    expect(replyCopy(LETTER_REPLY).text).toContain('Phone: [Your Phone]');
  });

  it('keeps everything for Copy with notes, without the markdown marks', () => {
    const { withNotes } = replyCopy(LETTER_REPLY);
    expect(withNotes.startsWith('Status Check-In, asking Kevin Tran for an update.')).toBe(true);
    expect(withNotes).toContain('Fill before sending: [Date of Loss], [Date of Last Contact], [Your Phone].');
    expect(withNotes.endsWith(DISCLAIMER)).toBe(true);
    expect(withNotes).not.toContain('**');
  });
});

describe('replyCopy: an e-mail reply', () => {
  const copy = replyCopy(EMAIL_REPLY);

  it('reads the adjuster’s address from the To: line and leaves the line out of the body', () => {
    expect(copy.letters).toHaveLength(1);
    expect(copy.letters[0]!.to).toBe('kevin.tran@pacificcrest.example');
    expect(copy.letters[0]!.subject).toBe('Re: Claim PCI-26-081447 - Policy HO3-CA-4471902');
    expect(copy.letters[0]!.body.startsWith('Dear Kevin Tran,')).toBe(true);
  });

  it('ends with the signature lines that follow "Thank you,"', () => {
    expect(copy.text.startsWith('Subject: Re: Claim PCI-26-081447 - Policy HO3-CA-4471902\n\nDear Kevin Tran,')).toBe(true);
    expect(copy.text.endsWith('Thank you,\nRosa Delgado\nPhone: (415) 555-0110\nEmail: rosa@example.com')).toBe(true);
    expect(copy.text).toContain('• Photos of the kitchen');
    expect(copy.text).not.toContain('To:');
    expect(copy.text).not.toContain('Before you send it');
  });

  it('takes no address from a placeholder or a name alone', () => {
    const placeholder = EMAIL_REPLY.replace('To: kevin.tran@pacificcrest.example', 'To: [Adjuster Email]');
    expect(replyCopy(placeholder).letters[0]!.to).toBeNull();
    const named = EMAIL_REPLY.replace('To: kevin.tran@pacificcrest.example', 'To: Kevin Tran <kevin.tran@pacificcrest.example>');
    expect(replyCopy(named).letters[0]!.to).toBe('kevin.tran@pacificcrest.example');
  });
});

describe('replyCopy: a reply that is not a letter', () => {
  const ANSWER = `**A proof of loss** is your sworn statement of what you lost.

## What to do
- List every damaged item
* Attach your receipts
1. Send it before the deadline

${DISCLAIMER}`;

  it('copies the whole reply without markdown marks and without the closing disclaimer', () => {
    const copy = replyCopy(ANSWER);
    expect(copy.letters).toEqual([]);
    expect(copy.text).toBe(
      'A proof of loss is your sworn statement of what you lost.\n\nWhat to do\n- List every damaged item\n• Attach your receipts\n1. Send it before the deadline',
    );
    expect(copy.withNotes.endsWith(DISCLAIMER)).toBe(true);
  });

  it('does not take a subject line with no greeting after it for a letter', () => {
    const advice = 'Put your claim number in the subject, for example:\nSubject: Claim 123 - update\nThen attach the photos.';
    expect(replyCopy(advice).letters).toEqual([]);
    expect(replyCopy(advice).text).toBe(advice);
  });

  it('keeps a lone disclaimer: there would be nothing else to copy', () => {
    expect(replyCopy(DISCLAIMER).text).toBe(DISCLAIMER);
  });
});

describe('replyCopy: markdown', () => {
  const text = (markdown: string) => replyCopy(markdown).text;

  it('removes bold, italics, headings, quotes, code and rules', () => {
    expect(text('**Bold** and __strong__, *italic* and _emphasis_')).toBe('Bold and strong, italic and emphasis');
    expect(text('### Next steps ###\n> quoted line\n\n---\n\n`code` here\n```\nfenced\n```')).toBe(
      'Next steps\nquoted line\n\ncode here\nfenced',
    );
  });

  it('writes a link as its text and its address, and an image as its description', () => {
    expect(text('See [the regulator](https://www.fsrao.ca/complaints) or <https://example.com>.')).toBe(
      'See the regulator (https://www.fsrao.ca/complaints) or https://example.com.',
    );
    expect(text('Write to [kevin@example.com](mailto:kevin@example.com) ![logo](/logo.png)')).toBe('Write to kevin@example.com logo');
  });

  it('leaves what only looks like markup: placeholders, arithmetic, snake_case, escapes', () => {
    expect(text('Dear [Adjuster Name], see [Claim Number] (twice)')).toBe('Dear [Adjuster Name], see [Claim Number] (twice)');
    expect(text('5 * 3 = 15, policy_number and kevin_tran@example.com')).toBe('5 * 3 = 15, policy_number and kevin_tran@example.com');
    expect(text('\\*not italic\\* and 100\\% sure \\# one')).toBe('*not italic* and 100\\% sure # one');
  });
});

describe('replyCopy: a French lead before the letter', () => {
  it('leaves out the lead, written for the user, and copies the letter', () => {
    const french =
      "Je vous réponds en anglais : Benji rédige ses lettres et ses réponses en anglais. Voici comment j'ai compris votre question : « write to my adjuster » Si ce n'est pas ce que vous vouliez dire, reformulez-la et je recommence.";
    const copy = replyCopy(`${french}\n\n${LETTER_REPLY}`);
    expect(copy.text).toBe(`Subject: Status Update Request - Claim PCI-26-081447\n\n${LETTER_BODY}`);
    expect(copy.withNotes.startsWith('Je vous réponds en anglais')).toBe(true);
  });
});

describe('replyCopy: letters without a closing, and two letters', () => {
  it('ends a letter with no closing line where Benji’s notes begin', () => {
    const unsigned =
      'Subject: Request\n\nDear Claims Department,\n\nPlease send my policy.\n\nRosa Delgado\n\n**Fill before sending:** [Date].';
    expect(replyCopy(unsigned).text).toBe('Subject: Request\n\nDear Claims Department,\n\nPlease send my policy.\n\nRosa Delgado');
  });

  it('copies each letter of a reply that drafts two', () => {
    const two = `${LETTER_REPLY}\n\n${EMAIL_REPLY}`;
    const copy = replyCopy(two);
    expect(copy.letters.map((letter) => letter.subject)).toEqual([
      'Status Update Request - Claim PCI-26-081447',
      'Re: Claim PCI-26-081447 - Policy HO3-CA-4471902',
    ]);
    expect(copy.text).toContain('Email: rosa@example.com\n\n----------\n\nSubject: Re: Claim');
    expect(copy.text).not.toContain('Before you send it');
  });
});

// Shaped like the server's French letter (templates' fr-CA frame, localized-draft.ts): lead, "Objet :",
// the letter closing on its formula, then the notes and the disclaimer in French.
const FRENCH_BODY = `4 mars 2026

Assurances Laurentides
À l’attention de : Service des réclamations

Numéro de police : LA-778120
Date du sinistre : 27 février 2026

Madame, Monsieur,

Je vous écris pour déclarer un dégât d’eau survenu au sous-sol de ma maison le 27 février 2026.

Merci de votre aide.

Veuillez agréer mes salutations distinguées.

Julie Tremblay
45, rue des Érables, Laval (Québec)
Téléphone : [Votre téléphone]
Courriel : julie@example.com`;

const FRENCH_REPLY = `**Déclaration de sinistre** (modèles de lettres, Dépôt), remplie avec vos renseignements :

Objet : Déclaration d’un dégât d’eau - Police LA-778120

${FRENCH_BODY}

**À remplir avant l’envoi :** [Votre téléphone].

Envoyez-la par courriel ou par un moyen qui vous donne une preuve de réception, et gardez-en une copie.

Ceci est de l’information générale pour vous aider à gérer votre propre réclamation, et non un avis juridique.`;

// Shaped like the server's Spanish reply to an adjuster's e-mail (spanish-email-reply.ts): Asunto and Para.
const SPANISH_BODY = `Estimado/a Laura Gómez:

Gracias por su mensaje sobre mi reclamo SW-2026-318.

Usted me pidió lo siguiente. Se lo enviaré a más tardar el [fecha en que podrá enviarlo]:
• factura del plomero

Gracias,
Carlos Méndez
Teléfono: (305) 555-0142
Correo electrónico: carlos@example.com`;

const SPANISH_REPLY = `**Aquí tiene un borrador de respuesta para Laura Gómez**, que contesta cada punto de su correo.

Asunto: Re: Reclamo SW-2026-318 - Póliza HO-99120
Para: laura.gomez@sunwest.example

${SPANISH_BODY}

**Complete antes de enviar:** [fecha en que podrá enviarlo].

Guarde una copia y envíelo por correo electrónico para tener un registro con fecha.

Esta es información general para ayudarle a manejar su propio reclamo, no asesoría legal.`;

describe('replyCopy: letters in French and Spanish', () => {
  it('copies a French letter under its own "Objet :", through the signature after its closing formula', () => {
    const copy = replyCopy(FRENCH_REPLY);
    expect(copy.letters).toEqual([
      { subject: 'Déclaration d’un dégât d’eau - Police LA-778120', subjectLabel: 'Objet :', to: null, body: FRENCH_BODY },
    ]);
    expect(copy.text).toBe(`Objet : Déclaration d’un dégât d’eau - Police LA-778120\n\n${FRENCH_BODY}`);
  });

  it('reads the Spanish "Para:" line as the recipient and ends after the signature under "Gracias,"', () => {
    const copy = replyCopy(SPANISH_REPLY);
    expect(copy.letters).toEqual([
      {
        subject: 'Re: Reclamo SW-2026-318 - Póliza HO-99120',
        subjectLabel: 'Asunto:',
        to: 'laura.gomez@sunwest.example',
        body: SPANISH_BODY,
      },
    ]);
    expect(copy.text).toBe(`Asunto: Re: Reclamo SW-2026-318 - Póliza HO-99120\n\n${SPANISH_BODY}`);
  });

  it('reads the French "À :" line and greetings as a person types them', () => {
    const typed = 'Objet: Suivi\nÀ : Marc Roy <marc.roy@example.com>\n\nBonjour Marc,\n\nOù en est mon dossier?\n\nCordialement,\nJulie';
    const copy = replyCopy(typed);
    expect(copy.letters[0]).toMatchObject({ subject: 'Suivi', subjectLabel: 'Objet:', to: 'marc.roy@example.com' });
    expect(copy.text).toBe('Objet: Suivi\n\nBonjour Marc,\n\nOù en est mon dossier?\n\nCordialement,\nJulie');
  });

  it('opens the letter in e-mail with its subject and body, whatever its language', () => {
    const [letter] = replyCopy(SPANISH_REPLY).letters;
    const href = mailtoHref(letter!);
    expect(href).toContain(`mailto:laura.gomez@sunwest.example?subject=${encodeURIComponent('Re: Reclamo SW-2026-318 - Póliza HO-99120')}`);
    expect(decodeURIComponent(href!.split('&body=')[1]!)).toBe(SPANISH_BODY.replace(/\n/g, '\r\n'));
  });

  it('leaves out the French and Spanish disclaimer when a reply holds no letter', () => {
    expect(
      replyCopy(
        'Une franchise est la part du sinistre qui reste à votre charge.\n\nCeci est de l’information générale, et non un avis juridique.',
      ).text,
    ).toBe('Une franchise est la part du sinistre qui reste à votre charge.');
    expect(replyCopy('El deducible es la parte que usted paga.\n\nEsta es información general, no asesoría legal.').text).toBe(
      'El deducible es la parte que usted paga.',
    );
  });
});
