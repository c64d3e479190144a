import type { TClaimType } from '@benji/shared';
import type { EuoFocus } from '../euo-checklists';

/** euo-checklists.ts in US Spanish: what to bring and what the examiner asks about, by kind of claim. */
export const SPANISH_EUO_FOCUS: Record<TClaimType, EuoFocus> = {
  'Car Theft': {
    documents: [
      'Todas las llaves y controles que tenga, y dónde están los demás',
      'El título, el registro y los estados de cuenta del préstamo o del arrendamiento',
      'Los papeles de compra y los registros de mantenimiento',
      'Los recibos del equipo que le agregó al carro',
      'El reporte policial y cualquier registro de GPS o rastreo',
    ],
    topics: [
      'Dónde y cuándo vio el vehículo por última vez, y quién tenía acceso a él',
      'Cuántas llaves existen y quién tenía cada una',
      'Sus pagos del vehículo y cualquier intento reciente de venderlo',
      'Daños anteriores, millaje y estado del vehículo',
    ],
  },
  'Collision (Accident)': {
    documents: [
      'El reporte policial o del accidente',
      'Fotos del lugar y de cada vehículo',
      'Nombres y datos de contacto de los testigos y del otro conductor',
      'Video de la cámara del tablero, si tiene',
      'Los estimados de reparación',
    ],
    topics: [
      'El viaje: adónde iba, la ruta, la velocidad, el clima y el estado de la calle',
      'Si estaba usando el teléfono (le pueden pedir sus registros telefónicos)',
      'Quién manejaba y quién iba en el vehículo',
      'Lo que dijo cada conductor después del choque',
    ],
  },
  'Injury After Accident': {
    documents: [
      'Los expedientes médicos y las facturas, en orden de fecha',
      'Una cronología de su tratamiento',
      'Los expedientes de lesiones anteriores en la misma parte del cuerpo',
      'La carta de su empleador sobre el tiempo sin trabajar y el salario perdido',
      'El reporte policial o del accidente',
    ],
    topics: [
      'Cómo ocurrió la lesión, en sus propias palabras',
      'Lesiones, reclamos y tratamientos anteriores',
      'Lo que puede y no puede hacer ahora comparado con antes',
      'El tiempo sin trabajar y los ingresos perdidos',
    ],
  },
  'Vandalism / Damage While Parked': {
    documents: [
      'El reporte policial',
      'Fotos de los daños y del lugar donde estaba estacionado el vehículo',
      'Los estimados de reparación',
      'Los registros de cualquier daño anterior',
    ],
    topics: [
      'Dónde estaba estacionado el vehículo, por cuánto tiempo y cuándo encontró los daños',
      'Cualquier conflicto con alguien que pudiera haberlos causado',
      'Los daños que ya estaban antes',
    ],
  },
  'House Fire': {
    documents: [
      'El reporte del departamento de bomberos',
      'Fotos y video de los daños',
      'El inventario de bienes con recibos, fotos o estados de cuenta bancarios',
      'Estados de cuenta de la hipoteca, declaraciones de impuestos y estados de cuenta bancarios (el examinador suele preguntar sobre sus finanzas)',
      'Los registros de trabajos eléctricos o de remodelación recientes',
    ],
    topics: [
      'Dónde estaba cada persona cuando empezó el incendio, y cómo se enteró usted',
      'Los detectores de humo, la calefacción, el cableado y los aparatos de la zona donde empezó',
      'Sus finanzas, sus deudas y cualquier plan de vender la casa',
      'Incendios o reclamos anteriores',
    ],
  },
  'Basement Flood / Water Damage': {
    documents: [
      'Fotos y video del agua y de los daños',
      'El informe del plomero o de la compañía de restauración sobre el origen',
      'Los registros de mantenimiento de la bomba de sumidero, la válvula antirretorno y la plomería',
      'Los recibos de la limpieza, los ventiladores y los deshumidificadores',
      'El inventario de bienes',
    ],
    topics: [
      'Cuándo notó el agua, de dónde venía y qué tan rápido subió',
      'Filtraciones o problemas de agua anteriores, y qué se hizo al respecto',
      'Lo que hizo para detener el agua y limitar los daños',
      'Si la casa estaba ocupada en ese momento',
    ],
  },
  'Roof Damage / Storm': {
    documents: [
      'Los reportes del clima de la fecha de la tormenta',
      'Fotos del techo antes y después, si las tiene',
      'La antigüedad del techo y los registros de reemplazo o reparación',
      'Los estimados de los contratistas',
      'Los recibos de lonas y reparaciones temporales',
    ],
    topics: [
      'La fecha y la hora de la tormenta, y cuándo encontró los daños',
      'La antigüedad y el estado del techo antes de la tormenta',
      'Reparaciones o goteras anteriores del techo',
      'Las reparaciones temporales que hizo',
    ],
  },
  'Vandalism / Forced Entry': {
    documents: [
      'El reporte policial',
      'Fotos del punto de entrada y de los daños',
      'La lista de bienes robados o dañados, con prueba de que eran suyos',
      'Los registros de la alarma o de las cámaras',
      'Una lista de quién tiene llaves o códigos',
    ],
    topics: [
      'Cuándo estuvo en casa por última vez y cuándo encontró los daños',
      'Cómo entró el intruso, y si las puertas y ventanas estaban cerradas con llave',
      'Quién tenía llaves o códigos de la alarma',
      'Cómo sabe cuánto valía cada cosa',
    ],
  },
  'Broken Appliances / Home Systems': {
    documents: [
      'La fecha de compra y el recibo del aparato o del sistema',
      'Los registros de servicio y mantenimiento',
      'El informe del técnico sobre la causa',
      'Los documentos de la garantía',
      'Fotos de cualquier daño que haya resultado',
    ],
    topics: [
      'Qué falló, cuándo y cómo lo notó',
      'La antigüedad del aparato o del sistema y su mantenimiento',
      'Si la falla fue repentina o se fue formando con el tiempo',
      'Los reclamos de garantía que hizo',
    ],
  },
  'Personal Contents Stolen': {
    documents: [
      'El reporte policial',
      'El inventario de los bienes robados con recibos, fotos o estados de cuenta del banco y de la tarjeta',
      'Los números de serie de los aparatos electrónicos',
      'Cualquier aviso de recuperación',
    ],
    topics: [
      'Dónde estaban los bienes y cuándo los vio por última vez',
      'Quién tenía acceso',
      'Cómo obtuvo cada cosa y cuánto pagó',
      'Robos o reclamos anteriores',
    ],
  },
  'Storage Unit Theft': {
    documents: [
      'El contrato de alquiler de la bodega',
      'Los registros de acceso o de la entrada del local y su informe del incidente',
      'El reporte policial',
      'El inventario de la bodega con prueba de que los bienes eran suyos',
      'Fotos del candado y de la bodega',
    ],
    topics: [
      'Cuándo fue a la bodega por última vez y qué había adentro',
      'Qué candado usaba y quién tenía la llave o el código',
      'Por qué los bienes estaban guardados',
      'Cómo sabe cuánto valía cada cosa',
    ],
  },
  'Garage / Shed Damage': {
    documents: [
      'Fotos de la estructura y de lo que había adentro',
      'Estimados de reparación o reemplazo',
      'La antigüedad y el tipo de construcción de la estructura',
      'El inventario del contenido dañado',
    ],
    topics: [
      'Qué causó los daños y cuándo',
      'El estado de la estructura antes de la pérdida',
      'Para qué se usaba la estructura, incluido cualquier uso de negocio',
    ],
  },
};
