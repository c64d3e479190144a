import { intlLongDate, intlMoment } from './intl-moment';
import type { MailCatalogue } from './mail-catalogue';

// US Spanish with "usted", as an insurance help desk writes it: reclamo, aseguradora, póliza.

const plural = new Intl.PluralRules('es-US');
const days = (count: number) => `${count} ${plural.select(count) === 'one' ? 'día' : 'días'}`;
const validityText = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} ${plural.select(minutes / 60) === 'one' ? 'hora' : 'horas'}` : `${minutes} minutos`;
const insurerPart = (insurer: string) => (insurer ? ` ante ${insurer}` : ' ante su aseguradora');
const policyPart = (policyNumber: string) => (policyNumber ? ` (póliza ${policyNumber})` : '');
const feedEnded = 'y se desactivó la dirección de su calendario suscrito:';
const feedStops =
  'las aplicaciones de calendario suscritas a ella dejarán de actualizarse. En Configuración → Calendario puede obtener una nueva.';

export const spanishMail: MailCatalogue = {
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  signature: '— Benji',
  moment: intlMoment('es-US', (date, time) => `${date}, a las ${time}`),
  longDate: intlLongDate('es-US'),

  verificationCode: {
    subject: 'Confirme su dirección de correo electrónico para Benji',
    lines: (code, validMinutes) => [
      'Le damos la bienvenida a Benji. Para confirmar que esta dirección de correo electrónico es suya, ingrese este código de verificación en el aviso de la parte superior de la aplicación:',
      '',
      code,
      '',
      `Es válido durante ${validityText(validMinutes)} y puede usarse una sola vez. Desde ese mismo aviso puede pedir un código nuevo.`,
      '',
      'Si usted no creó una cuenta de Benji, ignore este correo: sin el código, la dirección queda sin confirmar.',
    ],
  },
  resetCode: {
    subject: 'Su código de verificación de Benji',
    lines: (code, validMinutes) => [
      `Su código de verificación de Benji es ${code}.`,
      `Es válido durante ${validMinutes} minutos y puede usarse una sola vez.`,
      '',
      'Si usted no pidió restablecer su contraseña, puede ignorar este correo: su contraseña no ha cambiado.',
    ],
  },
  passwordChanged: {
    subject: 'Se cambió la contraseña de su cuenta de Benji',
    lines: ({ email, when, resetUrl, supportEmail }) => [
      `La contraseña de su cuenta de Benji (${email}) se cambió el ${when}.`,
      `Se cerró la sesión en todos los demás dispositivos conectados a su cuenta, ${feedEnded}`,
      feedStops,
      '',
      `Si no fue usted, restablezca su contraseña ahora en ${resetUrl} y escríbanos a ${supportEmail}.`,
    ],
  },
  passwordReset: {
    subject: 'Se restableció la contraseña de su cuenta de Benji',
    lines: ({ email, when, resetUrl, supportEmail }) => [
      `La contraseña de su cuenta de Benji (${email}) se restableció el ${when} con un código enviado a esta dirección.`,
      `Se cerró la sesión en todos los dispositivos conectados a su cuenta, ${feedEnded}`,
      feedStops,
      '',
      `Si no fue usted, restablezca su contraseña de nuevo en ${resetUrl} y escríbanos a ${supportEmail}: es posible que alguien esté leyendo su correo.`,
    ],
  },
  googleLinked: {
    subject: 'Se vinculó el inicio de sesión con Google a su cuenta de Benji',
    lines: ({ email, when, resetUrl, supportEmail }) => [
      `Se vinculó el inicio de sesión con Google a su cuenta de Benji (${email}) el ${when}.`,
      'Ahora puede iniciar sesión con Google o con su contraseña.',
      '',
      `Si no fue usted, escríbanos a ${supportEmail} para que quitemos el inicio de sesión con Google, y restablezca su contraseña en ${resetUrl}.`,
    ],
  },
  googleTakeover: {
    subject: 'Su cuenta de Benji ahora inicia sesión con Google',
    lines: ({ email, when, supportEmail }) => [
      `El ${when}, usted inició sesión en Benji con Google como ${email}.`,
      'Se había creado una cuenta de Benji con esta dirección, pero la dirección nunca se confirmó, así que ahora la cuenta es suya:',
      'se eliminó su contraseña, se cerró la sesión en todos los dispositivos conectados a ella y se desactivó la dirección de su calendario suscrito.',
      'De ahora en adelante, inicie sesión con Google.',
      'Revise los datos de la cuenta y los reclamos: los ingresó quien creó la cuenta.',
      '',
      `Si usted no inició sesión con Google, escríbanos de inmediato a ${supportEmail}.`,
    ],
  },

  reminder: {
    claimName: (insurer, policyNumber) => `reclamo${insurerPart(insurer)}${policyPart(policyNumber)}`,
    claimHeading: (insurer, policyNumber) => `Reclamo${insurerPart(insurer)}${policyPart(policyNumber)}:`,
    deadlineOn: (claimName) => `Un plazo de su ${claimName}:`,
    insurerActs: (insurer) => insurer || 'Su aseguradora',
    youAct: 'Usted',
    inDays: (count) => (count === 1 ? 'mañana' : `en ${days(count)}`),
    subjectBefore: (inDays, title) => `Vence ${inDays}: ${title}`,
    subjectDay: (title) => `Vence hoy: ${title}`,
    subjectPassed: (title) => `Plazo vencido: ${title}`,
    whoMustAct: (who) => `Quién debe actuar: ${who}`,
    dueBefore: (due, inDays) => `Vence: ${due} (${inDays})`,
    dueDay: (due) => `Vence: hoy, ${due}`,
    duePassed: (due, daysAgo) => `Venció: ${due} (hace ${days(daysAgo)})`,
    why: (basis) => `Motivo: ${basis}`,
    source: (url) => `Fuente: ${url}`,
    note: (caveat) => `Nota: ${caveat}`,
    letterIntro:
      'El diario de su reclamo no muestra ninguna respuesta para esa fecha. Aquí tiene una carta que puede enviar; primero complete todo lo que está entre [corchetes]:',
    letterSubject: (subject) => `Asunto: ${subject}`,
    ownDeadlinePassed:
      'Si ya lo hizo, anótelo en el diario del reclamo para que Benji deje de contar. Si no, hágalo ahora y, ' +
      'si el plazo era para presentar una demanda, hable hoy mismo con un abogado.',
    seeClaim: (url) => `Vea el reclamo y su diario: ${url}`,
    digestOverdue: (date) => `vencido desde el ${date}`,
    digestDueToday: 'vence hoy',
    digestDue: (date) => `vence el ${date}`,
    provisional: ' (provisional)',
    digestIntro: (weekOf) => `Los plazos de sus reclamos para la semana del ${weekOf}:`,
    digestSubject: (count) => `Sus plazos de reclamo esta semana: ${count} ${plural.select(count) === 'one' ? 'pendiente' : 'pendientes'}`,
    seeClaims: (url) => `Vea sus reclamos: ${url}`,
    chooseReminders: (url) => `Elija qué recordatorios recibe: ${url}`,
    stopReminders: (url) => `Deje de recibir todos los recordatorios de plazos: ${url}`,
    deadlineSentences: {
      provisional: (reason) =>
        reason ? `Provisional: ${reason}` : 'Provisional: el texto legal original de esta norma no se ha verificado.',
      counted: (period, trigger, date) => `${period} contados desde ${trigger}, el ${date}`,
      extended: (counted, original) => `${counted} (plazo extendido; el plazo original era de ${original})`,
      paused: (count, from, until) =>
        until
          ? `más ${days(count)} de suspensión, del ${from} al ${until}`
          : `más ${days(count)} de suspensión desde el ${from} (el plazo sigue suspendido hoy, así que esta fecha se aplaza un día cada día)`,
      rolled: (from, to, law) => `el ${from} no es día hábil, así que la fecha pasa al ${to} (${law})`,
      basis: (citation, counted) => `${citation}: ${counted}`,
    },
    disclaimer:
      'Información general, no asesoría legal. Estas fechas se calculan a partir de las normas citadas y de los hechos anotados en el diario ' +
      'de su reclamo; su póliza, los hechos de su reclamo y los cambios en la ley pueden modificarlas. Para recibir asesoría sobre su ' +
      'situación, consulte a un abogado o al departamento de seguros de su estado.',
    unsubscribePage: {
      lang: 'es-US',
      confirmTitle: '¿Dejar de recibir recordatorios de plazos?',
      confirmText:
        'Benji dejará de enviarle correos electrónicos sobre los plazos de sus reclamos. Puede volver a activar los recordatorios en Configuración cuando quiera.',
      confirmButton: 'Dejar de recibir recordatorios',
      resultTitle: 'Recordatorios de plazos',
      unsubscribed: 'Ya no recibirá recordatorios de plazos de Benji. Puede volver a activarlos en Configuración.',
      linkInvalid: 'Este enlace para cancelar la suscripción no es válido. Inicie sesión y desactive los recordatorios en Configuración.',
      openSettings: 'Abrir Configuración',
    },
  },
};
