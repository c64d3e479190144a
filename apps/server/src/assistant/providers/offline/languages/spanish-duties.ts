import type { DutyWords } from './duty-words';

// The insurer's time limits as a policyholder in the US would cite them in Spanish: the law keeps
// its English title (that is how the insurer and the regulator know it).
export const SPANISH_DUTIES: DutyWords = {
  period: (period) => {
    if (period.unit === 'months') {
      const { months } = period;
      if (months % 12 === 0) return months === 12 ? '1 año' : `${months / 12} años`;
      return months === 1 ? '1 mes' : `${months} meses`;
    }
    const unit = period.unit === 'business' ? (period.days === 1 ? 'hábil' : 'hábiles') : 'calendario';
    return period.days === 1 ? `1 día ${unit}` : `${period.days} días ${unit}`;
  },
  stated: ({ source, duty, period, trigger }) =>
    `Según ${source}, una aseguradora debe ${duty} dentro de los ${period} siguientes a ${trigger}.`,
  understood: ({ source, duty, period, trigger }) =>
    `Según entiendo, ${source} le da a una aseguradora ${period} a partir de ${trigger} para ${duty}.`,
  overdue: (date) => `En mi reclamo, ese plazo venció el ${date}, y no tengo constancia de que se haya cumplido.`,
  open: (date) => `En mi reclamo, eso significa a más tardar el ${date}.`,
  rules: {
    'ca-qc-pay-or-reject': {
      source: 'el artículo 2473 del Código Civil de Quebec',
      duty: 'pagar o rechazar un reclamo',
      trigger: 'la recepción de la declaración de pérdida o de la última información que pidió',
    },
    'ca-on-pay-after-proof': {
      source: 'la condición legal 12 de la Ley de Seguros de Ontario (art. 148)',
      duty: 'pagar una pérdida',
      trigger: 'la recepción de una prueba de pérdida completa',
    },
    'us-ca-acknowledge': {
      source: 'el California Code of Regulations, título 10, §2695.5(e)',
      duty: 'acusar recibo de un reclamo, enviar los formularios y las instrucciones, y comenzar la investigación',
      trigger: 'la notificación del reclamo',
    },
    'us-ca-reply': {
      source: 'el California Code of Regulations, título 10, §2695.5(b)',
      duty: 'responder a una comunicación del asegurado',
      trigger: 'la recepción de esa comunicación',
    },
    'us-ca-accept-or-deny': {
      source: 'el California Code of Regulations, título 10, §2695.7(b)',
      duty: 'aceptar o negar un reclamo',
      trigger: 'la recepción de la prueba del reclamo',
    },
    'us-ca-pay': {
      source: 'el California Code of Regulations, título 10, §2695.7(h)',
      duty: 'pagar un reclamo aceptado',
      trigger: 'la aceptación del reclamo',
    },
    'us-tx-542-055': {
      source: 'el Texas Insurance Code, §542.055',
      duty: 'acusar recibo de un reclamo, comenzar la investigación y pedir los documentos que necesita',
      trigger: 'la recepción del aviso del reclamo',
    },
    'us-tx-542-056': {
      source: 'el Texas Insurance Code, §542.056',
      duty: 'aceptar o rechazar un reclamo por escrito',
      trigger: 'la recepción de todos los documentos solicitados',
    },
    'us-tx-542-057': {
      source: 'el Texas Insurance Code, §542.057',
      duty: 'pagar un reclamo que dijo que pagaría',
      trigger: 'la aceptación del reclamo para su pago',
    },
    'us-tx-542-058': {
      source: 'el Texas Insurance Code, §542.058(a)',
      duty: 'pagar un reclamo del que es responsable',
      trigger: 'la recepción de todos los documentos, declaraciones y formularios solicitados',
    },
    'us-ny-216-5': {
      source: 'el reglamento 11 NYCRR 216.5(a)(1) del estado de Nueva York (Regulation 64)',
      duty: 'comenzar la investigación y enviar los formularios del reclamo',
      trigger: 'la recepción del aviso del reclamo',
    },
    'us-ny-216-6c': {
      source: 'el reglamento 11 NYCRR 216.6(c)(1) del estado de Nueva York (Regulation 64)',
      duty: 'aceptar o rechazar un reclamo',
      trigger: 'la recepción de la prueba de pérdida y de todos los documentos solicitados',
    },
    'us-ny-pay-settlement': {
      source: 'el reglamento 11 NYCRR 216.6(f) del estado de Nueva York (Regulation 64)',
      duty: 'pagar un reclamo liquidado',
      trigger: 'la liquidación del reclamo',
    },
  },
};
