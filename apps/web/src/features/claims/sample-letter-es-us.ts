import type { SampleLetterWords } from './sample-letter-words';

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

// In the frame of Benji's US Spanish letters (the template store's and the assistant's), with
// "usted": "Asunto:", "Estimado/a …:" to a named adjuster, else the claims team, and "Atentamente,".
export const SPANISH_SAMPLE_LETTER: SampleLetterWords = {
  to: (address) => `Para: ${address}`,
  date: (date) => `Fecha: ${date}`,
  subjectLabel: 'Asunto:',
  subjectLine: (subject) => `Asunto: ${subject}`,
  subject: ({ claimNumber, openDays, policy }) =>
    `Solicitud para mantener abierto ${claimNumber ? `el reclamo ${claimNumber}` : 'mi reclamo'} durante ${openDays} días (póliza ${policy})`,
  body: (facts) => {
    const { adjuster, company, claimNumber, reportedOn, policeReport } = facts;
    const report = policeReport ? ` El número del informe policial es ${policeReport}.` : '';
    const reported = reportedOn ? ` Lo reporté el ${reportedOn}.` : '';
    return [
      adjuster ? `Estimado/a ${adjuster}:` : `Estimado equipo de Reclamos de ${company}:`,
      '',
      `Le escribo sobre mi reclamo por ${lowerFirst(facts.claimType)}${claimNumber ? `, número de reclamo ${claimNumber},` : ''} ` +
        `bajo la póliza número ${facts.policy}${adjuster ? ` con ${company}` : ''}, por el incidente del ${facts.lossDate} en ${facts.location}.` +
        `${reported}${report}`,
      '',
      'Todavía estoy reuniendo los documentos y la información que respaldan este reclamo. Le pido que mantenga el reclamo abierto ' +
        `durante ${facts.openDays} días a partir de la fecha de esta carta, hasta el ${facts.openUntil}, y que me confirme por escrito ` +
        'que lo hará.',
      '',
      'Si necesita algo de mi parte mientras tanto, por favor indíquemelo por escrito.',
      '',
      'Gracias por su ayuda.',
      '',
      'Atentamente,',
      '',
      facts.signer,
    ].join('\n');
  },
};
