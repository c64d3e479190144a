import type { TermTranslations } from './glossary-words';

/** glossary/terms-home.ts in US Spanish: the home policy's parts, perils and exclusions. */
export const SPANISH_HOME_TERMS: TermTranslations = {
  'HO-3 (special form homeowners policy)': {
    title: 'HO-3 (póliza de propietario de forma especial)',
    meaning:
      'La póliza de propietario más común en EE. UU.: la casa y las otras estructuras están cubiertas contra todo riesgo de pérdida física directa salvo lo excluido, y sus pertenencias solo por los riesgos que nombra. Su equivalente canadiense más cercano es la forma amplia; una forma integral cubre también las pertenencias contra todo riesgo.',
  },
  'Tenant’s insurance (HO-4, renters)': {
    title: 'Seguro de inquilino (HO-4)',
    meaning:
      'Una póliza para quienes alquilan: cubre sus pertenencias, los gastos adicionales de vivienda si la unidad queda inhabitable, su responsabilidad ante otros y las mejoras que usted hizo a la unidad, pero no el edificio, que asegura el dueño. Revise si sus pertenencias están cubiertas por riesgos nombrados o contra todo riesgo, y los límites especiales para cosas como joyas y efectivo.',
  },
  'Condo unit owner’s policy (HO-6)': {
    title: 'Póliza del dueño de condominio (HO-6)',
    meaning:
      'Una póliza para el dueño de una unidad de condominio: sus pertenencias, las mejoras hechas a la unidad (pisos, gabinetes), los gastos de vivienda, la responsabilidad civil y muchas veces su parte de una derrama por pérdida. Dónde termina la póliza del edificio lo fija la declaración del condominio, sus reglamentos o la definición de la unidad estándar, así que léalos junto con su póliza.',
  },
  'Condo corporation’s policy and loss assessment': {
    title: 'Póliza de la asociación de condominio y derrama por pérdida',
    meaning:
      'La asociación de condominio asegura el edificio y las áreas comunes con su propia póliza maestra. Cuando les cobra a los dueños por una pérdida (una derrama especial, o su deducible pasado a la unidad donde empezó el daño), la cobertura de derrama de su póliza de unidad puede pagar su parte, hasta su límite, si la causa es una que su póliza cubre.',
  },
  'Dwelling (Coverage A)': {
    title: 'Vivienda (Cobertura A)',
    meaning:
      'La cobertura de la casa misma y de lo que está unido a ella (paredes, techo, gabinetes empotrados y accesorios fijos, un garaje adosado), hasta el límite de la vivienda que aparece en su página de declaraciones. Ese límite debería ser el costo de reconstruir, no el valor de mercado ni el de la hipoteca, y muchas veces fija el tamaño de otros límites y de cualquier deducible en porcentaje.',
  },
  'Other structures (Coverage B)': {
    title: 'Otras estructuras (Cobertura B)',
    meaning:
      'La cobertura de construcciones de su propiedad que no están unidas a la casa (un garaje separado, un cobertizo o una cerca), normalmente el 10 % del límite de la vivienda; las pólizas canadienses las llaman estructuras privadas separadas. Las estructuras alquiladas o usadas para un negocio por lo general están excluidas.',
  },
  'Scheduled personal property (floater)': {
    title: 'Bienes personales especificados (floater)',
    meaning:
      'Objetos de valor anotados uno por uno en su póliza, cada uno por su valor tasado (joyas, relojes, arte, cámaras), y asegurados por encima de los límites especiales normales, muchas veces incluso por desaparición misteriosa y sin deducible. La aseguradora no paga más que la cantidad anotada y puede reemplazar el objeto en vez de pagar, así que mantenga las tasaciones al día.',
  },
  'Personal property (Coverage C, contents)': {
    title: 'Bienes personales (Cobertura C, contenido)',
    meaning:
      'La cobertura de sus pertenencias (muebles, ropa, aparatos electrónicos) en casa y normalmente fuera de ella, hasta el límite de contenido, muchas veces del 50 % al 70 % del límite de la vivienda. Los límites especiales topan categorías como joyas, efectivo y objetos de colección, y paga el valor real en efectivo salvo que la póliza dé costo de reemplazo para el contenido, algo común en Canadá.',
  },
  'Additional living expenses (loss of use)': {
    title: 'Gastos adicionales de vivienda (pérdida de uso)',
    meaning:
      'El costo extra de vivir en otro lugar mientras su casa no se puede habitar después de una pérdida cubierta (hotel o renta, comidas adicionales, millaje), por encima de sus gastos normales, hasta el límite de monto y de tiempo de la póliza.',
  },
  'Personal liability (Coverage E)': {
    title: 'Responsabilidad civil personal (Cobertura E)',
    meaning:
      'Paga cuando usted es legalmente responsable de lesiones a otros o de daños a sus bienes (un invitado que se cae, su árbol que cae sobre el carro de otra persona), y paga su defensa, hasta el límite de responsabilidad. Nunca paga sus propios bienes y excluye los actos intencionales y la mayoría de los riesgos de negocio y de vehículos.',
  },
  'Medical payments': {
    title: 'Pagos médicos',
    meaning:
      'Paga los gastos médicos razonables de alguien que se lastima en su propiedad o por causa suya, sea usted legalmente responsable o no, normalmente hasta un límite pequeño por persona. En las pólizas de auto de EE. UU., los pagos médicos (MedPay) lo cubren a usted y a sus pasajeros sin importar quién tuvo la culpa; en Canadá ese papel lo cumplen los beneficios por accidente.',
  },
  'Perils: named perils and open perils (all risks)': {
    title: 'Riesgos nombrados y todo riesgo',
    meaning:
      'Un riesgo es una causa de pérdida, como incendio, viento o robo. Una póliza de riesgos nombrados cubre solo las causas que enumera, y usted muestra que una de ellas causó la pérdida; una póliza de todo riesgo cubre cualquier pérdida física que no esté excluida, y la aseguradora tiene que mostrar que aplica una exclusión. Muchas pólizas combinan las dos.',
  },
  'Sudden and accidental': {
    title: 'Repentino y accidental',
    meaning:
      'Las palabras que usan la mayoría de las pólizas para el daño por agua cubierto: agua que se escapa de repente, como una tubería que revienta o una manguera de suministro que falla, y no a lo largo de semanas. Si una fuga fue repentina muchas veces es toda la disputa, así que guarde la pieza que falló y pida el informe del plomero sobre qué falló y cuándo.',
  },
  'Wear and tear and gradual damage': {
    title: 'Desgaste y daño gradual',
    meaning:
      'Las pólizas excluyen el daño que se forma poco a poco: el desgaste, el deterioro, el agua que se filtra o gotea una y otra vez durante semanas o meses. La exclusión trata de cómo ocurrió el daño, no de la edad de la casa: un daño repentino a un techo o una tubería vieja puede estar cubierto, y muchas pólizas pagan el daño por agua aunque no paguen la pieza gastada.',
  },
  'Mold (fungi)': {
    title: 'Moho (hongos)',
    meaning:
      'La mayoría de las pólizas excluyen el moho y la pudrición, o los cubren solo cuando resultan de una pérdida por agua cubierta, muchas veces con un sublímite pequeño para la remoción y las pruebas. Seque rápido el daño por agua y repórtelo, porque el moho que crece mientras una fuga no se reporta ni se controla normalmente no está cubierto.',
  },
  'Sewer and water backup': {
    title: 'Retroceso de alcantarillado y de agua',
    meaning:
      'Agua o aguas negras que regresan a la casa por los desagües, los inodoros o un sumidero, por ejemplo cuando el alcantarillado municipal se satura en una tormenta. En los dos países, la mayoría de las pólizas lo cubren solo con un endoso opcional, muchas veces con su propio límite y deducible, así que búsquelo en su página de declaraciones.',
  },
  'Flood and overland water': {
    title: 'Inundación y agua superficial',
    meaning:
      'En una póliza, inundación es el agua superficial que viene de afuera (ríos o lagos que crecen, marejada ciclónica, lluvia que corre sobre el suelo), no una tubería que revienta. Las pólizas de propietario de EE. UU. la excluyen (la cobertura viene del NFIP o de una póliza privada); en Canadá el agua superficial es un endoso opcional. Diga exactamente de dónde vino el agua: las fugas y el retroceso de alcantarillado caen bajo otras cláusulas.',
  },
  'Ordinance or law (building code upgrades)': {
    title: 'Ordenanza o ley (mejoras por código de construcción)',
    meaning:
      'El costo extra de reconstruir según el código de construcción o los reglamentos de hoy (cableado nuevo, aislamiento, permisos), más allá de dejar lo que había. Muchas pólizas lo pagan solo hasta un porcentaje fijo del límite de la vivienda, muchas veces el 10 %, y solo cuando el trabajo está hecho; pídale a su contratista que anote aparte en el estimado las partidas del código.',
  },
  'Vacancy and unoccupancy': {
    title: 'Vivienda vacía o desocupada',
    meaning:
      'Una casa que se deja vacía más tiempo del que permite la póliza (muchas veces 30 días en Canadá, 60 en las pólizas de EE. UU.) puede perder la cobertura de riesgos como vandalismo, rotura de vidrios o congelación. Vacía (sin muebles) y desocupada (amueblada, sin nadie) se definen distinto, así que avísele a su aseguradora antes de dejar una casa vacía y siga sus condiciones sobre la calefacción y el agua.',
  },
  Collapse: {
    title: 'Colapso',
    meaning:
      'La mayoría de las pólizas cubren el colapso solo como una cobertura adicional limitada: el derrumbe repentino de un edificio o de una parte de él, por causas enumeradas como la pudrición oculta, los insectos o el peso del hielo, la nieve o las personas. Las grietas, los hundimientos, los abultamientos o el asentamiento normalmente no son colapso, y la forma de leer el texto varía entre tribunales.',
  },
  'Ensuing (resulting) loss': {
    title: 'Pérdida resultante',
    meaning:
      'Una cláusula que devuelve la cobertura al daño que sigue a una causa excluida: la póliza puede excluir la tubería podrida o el trabajo mal hecho en sí, pero cubrir el daño por agua o el incendio que resulta. Muchas veces es la clave de un reclamo que la aseguradora dice que está excluido, así que busque después de cada exclusión palabras como “la pérdida resultante está cubierta”.',
  },
  'Concurrent causation (anti-concurrent clause)': {
    title: 'Causas concurrentes (cláusula anticoncurrente)',
    meaning:
      'Cuando una causa cubierta y una excluida se combinan en una misma pérdida (viento e inundación, por ejemplo), esto decide si está cubierta. Muchas pólizas tienen una cláusula anticoncurrente que excluye toda la pérdida si una causa excluida contribuyó en algo; algunos estados de EE. UU., como California, miran en cambio la causa eficiente (dominante), y los tribunales canadienses leen esas cláusulas de forma estricta.',
  },
  'Inventory (schedule of loss)': {
    title: 'Inventario (lista de la pérdida)',
    meaning:
      'La lista detallada de las pertenencias que reclama, cada una con su descripción, cantidad, antigüedad, dónde y cuándo la compró, su costo de reemplazo y cualquier prueba como recibos, fotos o estados de cuenta. La aseguradora calcula el reclamo a partir de ella, así que anote todo, también las cosas pequeñas, y guarde los objetos dañados hasta que el ajustador le diga que los puede tirar.',
  },
  Binder: {
    title: 'Nota de cobertura (binder)',
    meaning:
      'Una prueba temporal de seguro que emite la aseguradora o el agente antes de redactar la póliza, muchas veces para el cierre de una hipoteca o un carro recién comprado. Obliga a la aseguradora a la cobertura que describe, normalmente de 30 a 90 días, hasta que la póliza la reemplaza.',
  },
  'Hazard insurance': {
    title: 'Seguro contra riesgos (hazard insurance)',
    meaning:
      'El nombre que usan los prestamistas hipotecarios para la parte de una póliza de propietario que cubre la casa misma contra incendio, viento y otros riesgos. No es una póliza aparte; deja fuera su responsabilidad civil y sus pertenencias, y la inundación y el terremoto necesitan su propia cobertura.',
  },
  'Force-placed (lender-placed) insurance': {
    title: 'Seguro impuesto por el prestamista',
    meaning:
      'Un seguro que el prestamista hipotecario compra sobre su casa cuando su propia póliza vence o se cancela, y que le cobra a usted. Protege el préstamo del prestamista, normalmente cuesta mucho más y rara vez cubre sus pertenencias o su responsabilidad civil; mostrarle al prestamista una póliza propia le pone fin.',
  },
  'Home warranty': {
    title: 'Garantía del hogar (home warranty)',
    meaning:
      'Un contrato de servicio, no un seguro: paga la reparación o el reemplazo de sistemas y electrodomésticos de la casa que fallan por antigüedad o desgaste, lo que una póliza de propietario excluye. La garantía del constructor cubre defectos de construcción de una casa nueva durante cierto número de años. Ninguna de las dos paga daños de un hecho repentino como un incendio o el agua de una tubería que revienta; eso lo paga la póliza de propietario.',
  },
  'Private mortgage insurance (PMI)': {
    title: 'Seguro hipotecario privado (PMI)',
    meaning:
      'Un seguro que protege al prestamista, no a usted, si deja de pagar una hipoteca sacada con un pago inicial pequeño (en Canadá, el seguro contra incumplimiento hipotecario, como el de CMHC). No paga nada por daños a su casa, que es cosa de la póliza de propietario, y en EE. UU. normalmente se puede cancelar cuando debe menos del 80 % del valor original de la casa.',
  },
};
