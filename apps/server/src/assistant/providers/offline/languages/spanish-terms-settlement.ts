import type { TermTranslations } from './glossary-words';

/** glossary/terms-settlement.ts in US Spanish: how a loss is valued and paid. */
export const SPANISH_SETTLEMENT_TERMS: TermTranslations = {
  'Actual cash value (ACV)': {
    inPolicy: /\bvalor real en efectivo\b/i,
    title: 'Valor real en efectivo (ACV)',
    meaning:
      'Lo que valía el bien dañado justo antes de la pérdida: lo que cuesta reemplazarlo hoy, menos la depreciación por antigüedad y desgaste. Muchas pólizas pagan primero el ACV y el resto cuando usted repara o reemplaza.',
  },
  'Guaranteed replacement cost': {
    title: 'Costo de reemplazo garantizado',
    meaning:
      'Una opción que paga para reconstruir su casa tal como era aunque el costo pase del límite de la vivienda que aparece en su página de declaraciones. Normalmente solo aplica si aseguró la casa según la valoración de la aseguradora y le avisó de sus remodelaciones, y rara vez incluye las mejoras que exige el código de construcción, salvo que la póliza lo diga.',
  },
  'Extended replacement cost': {
    title: 'Costo de reemplazo extendido',
    meaning:
      'Una opción que agrega un porcentaje fijo, muchas veces del 20 % al 50 %, encima del límite de la vivienda cuando reconstruir cuesta más que ese límite, por ejemplo cuando los precios suben después de una tormenta. El extra solo se paga si de verdad reconstruye, y nunca más allá de ese porcentaje.',
  },
  'Replacement cost value (RCV)': {
    inPolicy: /\bcosto de reemplazo\b/i,
    title: 'Costo de reemplazo (RCV)',
    meaning:
      'Lo que cuesta hoy reparar o reemplazar el bien con material nuevo de la misma clase y calidad, sin descontar la depreciación. Las pólizas normalmente lo pagan solo cuando el trabajo está hecho.',
  },
  'Holdback (recoverable depreciation)': {
    title: 'Retención (depreciación recuperable)',
    meaning:
      'La parte de un reclamo a costo de reemplazo que la aseguradora retiene hasta que usted repara o reemplaza: la diferencia entre el costo de reemplazo y el valor real en efectivo. La recupera mostrando que el trabajo está hecho, normalmente dentro de un plazo que fija la póliza.',
  },
  Depreciation: {
    inPolicy: /\bdepreciación\b/i,
    title: 'Depreciación',
    meaning:
      'La pérdida de valor por antigüedad, desgaste y obsolescencia. Es lo que separa el valor real en efectivo del costo de reemplazo; en una póliza de costo de reemplazo, buena parte se recupera cuando usted repara o reemplaza.',
  },
  'Total loss (write-off)': {
    title: 'Pérdida total',
    meaning:
      'Cuando la reparación costaría más de lo que vale el bien, o más de un porcentaje fijo de su valor, la aseguradora paga su valor real en efectivo, menos su deducible, y normalmente se queda con el salvamento. Para un carro, ese valor es el precio de venta local de vehículos comparables (mismo año, modelo, versión, millaje y estado), así que revise los comparables que usó la aseguradora.',
  },
  Salvage: {
    title: 'Salvamento',
    meaning:
      'Lo que queda del bien dañado y lo que todavía vale. Cuando la aseguradora paga el valor completo, normalmente se queda con el salvamento; si usted quiere quedarse con el bien, le descuenta el valor de salvamento del pago, y un carro que se queda así normalmente recibe un título de salvamento antes de poder volver a circular.',
  },
  Betterment: {
    title: 'Mejora (betterment)',
    meaning:
      'Un descuento por la parte de una reparación que lo deja mejor que antes de la pérdida: llantas o batería nuevas en un carro, un techo nuevo que reemplaza uno gastado en un pago a valor real en efectivo. Debe reflejar el desgaste real de la pieza reemplazada, no solo su antigüedad; pídale a la aseguradora que le muestre cómo lo calculó.',
  },
  'Matching (like kind and quality)': {
    title: 'Igualación (misma clase y calidad)',
    meaning:
      'Si la aseguradora tiene que reemplazar partes sin daño (el resto del revestimiento, todo el piso) cuando las piezas dañadas ya no se pueden igualar en color o estilo. Las pólizas prometen material de la misma clase y calidad; algunos estados agregan reglas de igualación, mientras que en Canadá depende del texto, así que si le niegan la igualación pida las razones por escrito.',
  },
  'Overhead and profit (O&P)': {
    title: 'Gastos generales y ganancia del contratista (O&P)',
    meaning:
      'El recargo del contratista general, comúnmente 10 % de gastos generales y 10 % de ganancia, por coordinar una obra que necesita varios oficios. Las aseguradoras muchas veces lo incluyen solo cuando la reparación razonablemente necesita un contratista general; si la suya necesita varios oficios y lo dejaron fuera, pregunte por qué.',
  },
  'Scope of loss and estimate (Xactimate)': {
    title: 'Alcance de los daños y estimado (Xactimate)',
    meaning:
      'El alcance enumera todo lo que hay que reparar o reemplazar, con cantidades; el estimado le pone precio, normalmente en programas como Xactimate o Symbility con listas de precios locales. Un pago bajo viene más seguido de partidas que faltan en el alcance que de precios bajos, así que compárelo cuarto por cuarto con el de su contratista.',
  },
  'Supplement (supplemental claim)': {
    title: 'Suplemento (reclamo suplementario)',
    meaning:
      'Una solicitud para agregar a un reclamo ya estimado o pagado, normalmente por daños que aparecen cuando empiezan las reparaciones, como madera podrida detrás del drywall, o por costos que el primer estimado no incluyó. Avísele a la aseguradora antes de hacer ese trabajo, con fotos y un precio detallado, y revise si hay un plazo para reabrir un reclamo.',
  },
  'Storm deductible (hurricane, wind and hail)': {
    title: 'Deducible por tormenta (huracán, viento y granizo)',
    meaning:
      'Un deducible aparte para daños por huracán, tormenta con nombre, vendaval o granizo, común en zonas expuestas a tormentas y muchas veces un porcentaje del límite de la vivienda en vez de una cantidad fija. Puede ser mucho más alto que su deducible normal; revise qué lo activa y si aplica por tormenta o, como en Florida, una vez por temporada de huracanes.',
  },
  'Percentage deductible': {
    title: 'Deducible en porcentaje',
    meaning:
      'Un deducible fijado como porcentaje del valor asegurado, normalmente el límite de la vivienda (Cobertura A) que aparece en su página de declaraciones, en vez de una cantidad fija. Se calcula sobre el límite, no sobre el tamaño de la pérdida, así que un deducible del 2 % en una casa bien asegurada puede tragarse un reclamo moderado.',
  },
  Deductible: {
    inPolicy: /\bdeducible\b/i,
    title: 'Deducible',
    meaning:
      'La parte de cada pérdida cubierta que usted paga; la aseguradora paga la pérdida cubierta por encima de esa cantidad. Algunas pólizas tienen un deducible aparte, más alto, para viento, granizo o terremoto, muchas veces un porcentaje del límite de la vivienda.',
  },
  'Limit of liability (policy limit)': {
    title: 'Límite de cobertura (límite de la póliza)',
    meaning:
      'Lo máximo que pagará la aseguradora bajo una cobertura, según su página de declaraciones; la vivienda, los bienes personales, los gastos de vivienda y la responsabilidad civil tienen cada uno el suyo. Una pérdida por debajo del límite igual se reduce por el deducible, los sublímites y la forma de pago, y un edificio asegurado muy por debajo de su valor puede sufrir una penalidad de coaseguro.',
  },
  'Sub-limit': {
    title: 'Sublímite',
    meaning:
      'Un límite más bajo dentro de una cobertura para un tipo de bien o de pérdida: por ejemplo robo de joyas, efectivo, moho o retroceso de alcantarillado. Por alto que sea su límite de bienes personales, la aseguradora no paga más que el sublímite para esa categoría.',
  },
  Coinsurance: {
    title: 'Coaseguro',
    meaning:
      'Una cláusula que reduce lo que paga la aseguradora si usted aseguró el bien por menos de un porcentaje fijo (muchas veces el 80 %) de su valor al momento de la pérdida.',
  },
  'Mortgagee clause and two-party cheques': {
    title: 'Cláusula hipotecaria y cheques a dos nombres',
    meaning:
      'Su prestamista (para un carro, el acreedor prendario o la compañía de arrendamiento) aparece en la póliza con su propio derecho a cobrar, así que los cheques por la vivienda o el vehículo muchas veces salen a nombre de los dos. Para las reparaciones, el prestamista normalmente guarda el dinero y lo entrega por etapas; pregúntele pronto cómo funciona.',
  },
};
