import type { IncidentWords } from './incident-words';

export const SPANISH_INCIDENT: IncidentWords = {
  sorry: (name) => `Siento mucho lo que pasó${name ? `, ${name}` : ''}.`,
  firstSteps: (kind) => `${kind ? `Para un reclamo de tipo “${kind}”, esto` : 'Esto'} es lo primero que hay que hacer:`,
  steps: {
    safe: 'Primero asegúrese de que todos estén a salvo.',
    police: 'Repórtelo a la policía y anote el número del reporte.',
    water: 'Detenga el agua si puede hacerlo sin peligro, y seque lo que pueda; guarde los recibos de ventiladores, lonas y limpieza.',
    photos: 'Tome fotos y video de todos los daños antes de mover o reparar cualquier cosa.',
    tell: 'Avísele a su aseguradora por escrito lo antes posible, y anote el número de reclamo y el nombre del ajustador que le den.',
    vehicleReceipts: 'Guarde los recibos de la grúa, del auto de alquiler y de las reparaciones.',
    itemsList: 'Haga una lista de lo que se dañó o se perdió, con recibos o fotos que muestren que era suyo.',
    costReceipts: 'Guarde todos los recibos de los gastos que le cause la pérdida.',
  },
  thenSubmit:
    'Después, ingrese los datos de su reclamo en Benji y guarde los **Datos del reclamo** en esta página (aseguradora, ajustador, número de reclamo y el PDF de su póliza). Con eso puedo redactar sus cartas y correos, responder preguntas con base en su póliza, preparar su prueba de pérdida y llevar sus plazos.',
};
