import type { TermTranslations } from './glossary-words';

/** glossary/terms-claim-process.ts in US Spanish: the claim itself, its letters, duties and disputes. */
export const SPANISH_CLAIM_PROCESS_TERMS: TermTranslations = {
  'Reservation of rights (non-waiver)': {
    title: 'Reserva de derechos (acuerdo de no renuncia)',
    meaning:
      'Una carta (en Canadá, muchas veces un acuerdo de no renuncia que le piden firmar) en la que la aseguradora dice que seguirá manejando el reclamo pero se guarda el derecho de negar la cobertura más adelante, por razones que nombra. No es una negación, pero las razones muestran lo que la aseguradora duda, y son lo que usted contesta con documentos.',
  },
  'Coverage denial letter': {
    title: 'Carta de negación',
    meaning:
      'La decisión por escrito de la aseguradora que niega todo o parte de un reclamo. Una carta como debe ser nombra el texto de la póliza en que se basa y los hechos detrás de ella, y muchos estados y provincias exigen razones por escrito; guárdela y anote la fecha en que la recibió, porque los plazos para disputarla o demandar pueden contar desde ahí.',
  },
  'Bad faith': {
    title: 'Mala fe',
    meaning:
      'La aseguradora le debe buena fe: investigar con justicia, pagar sin demoras indebidas lo que claramente debe y explicar sus decisiones. En EE. UU. una violación puede ser una demanda aparte con daños más allá de la póliza; los tribunales canadienses también pueden dar daños, rara vez punitivos. Lleve un registro con fechas de las demoras, y hable con un abogado antes de acusar mala fe.',
  },
  'Duty to mitigate (reasonable repairs)': {
    title: 'Deber de mitigar (reparaciones razonables)',
    meaning:
      'Después de una pérdida tiene que tomar medidas razonables para proteger la propiedad de más daños (cortar el agua, poner una lona en el techo, tapar ventanas, secar), y la póliza paga el costo razonable. El daño que crece porque no se hizo nada puede no estar cubierto; guarde recibos y fotos, y espere a que la aseguradora inspeccione antes de hacer reparaciones permanentes.',
  },
  'Recorded statement': {
    title: 'Declaración grabada',
    meaning:
      'Una entrevista, normalmente por teléfono, que el ajustador graba sobre cómo ocurrió la pérdida. Su propia póliza en general le exige cooperar, pero la aseguradora de la otra parte en un reclamo de terceros no puede exigírsela; antes, pregunte de qué tratará, limítese a los hechos que conoce y pida una copia.',
  },
  'Proof of loss': {
    inPolicy: /\bprueba de pérdida\b/i,
    title: 'Prueba de pérdida',
    meaning:
      'Una declaración firmada, muchas veces jurada, de lo que usted reclama: la fecha y la causa de la pérdida, su interés en los bienes y el monto. Las pólizas la exigen dentro de un plazo fijo después de que la aseguradora la pide, y una prueba tardía o que falta puede atrasar o hacer perder un reclamo.',
  },
  'Examination under oath (EUO)': {
    title: 'Examen bajo juramento (EUO)',
    meaning:
      'Una entrevista formal bajo juramento, registrada por un taquígrafo judicial, que la mayoría de las pólizas le permiten exigir a la aseguradora. Usted contesta preguntas sobre la pérdida y su reclamo y firma la transcripción. Puede llevar un abogado.',
  },
  Appraisal: {
    inPolicy: /\btasación\b/i,
    title: 'Tasación (appraisal)',
    meaning:
      'Un proceso de la mayoría de las pólizas de propiedad para resolver un desacuerdo sobre el monto de la pérdida (no sobre la cobertura): cada parte nombra un tasador, los dos escogen un árbitro, y un monto acordado por dos de los tres obliga a ambas partes. Cada parte normalmente paga a su tasador y comparte el costo del árbitro.',
  },
  Release: {
    title: 'Finiquito (release)',
    meaning:
      'Un documento que usted firma al llegar a un acuerdo y con el que renuncia a cualquier otro reclamo por la pérdida a cambio del pago: un “finiquito total y definitivo”. Una vez firmado es muy difícil reabrir el reclamo, así que revise qué cubre (todo, o solo el vehículo o el edificio) y que no quede nada desconocido, como daños ocultos o lesiones.',
  },
  Subrogation: {
    inPolicy: /\bsubrogación\b/i,
    title: 'Subrogación',
    meaning:
      'Después de pagarle, la aseguradora toma su derecho a cobrarle a quien causó la pérdida (otro conductor, un contratista). Si recupera dinero, le pueden devolver su deducible. No firme nada que renuncie a sus derechos contra esa persona sin preguntarle a su aseguradora.',
  },
  'First-party and third-party claims': {
    title: 'Reclamos propios y reclamos de terceros',
    meaning:
      'Un reclamo propio es el que usted hace bajo su propia póliza; un reclamo de terceros es uno contra la aseguradora de otra persona porque su asegurado causó la pérdida. Esa aseguradora no le debe nada por contrato, solo aquello de lo que su asegurado es legalmente responsable, así que su propia cobertura muchas veces es más rápida, y su aseguradora les cobra después por subrogación.',
  },
  'Statutory conditions (Canada)': {
    title: 'Condiciones legales (Canadá)',
    meaning:
      'Condiciones que la ley de seguros de cada provincia escribe en las pólizas de propiedad canadienses (Quebec tiene sus propias reglas en el Code civil du Québec): aviso de la pérdida, prueba de pérdida, sus deberes después de una pérdida, tasación, cuándo se paga la pérdida y el plazo para demandar. La aseguradora no las puede cambiar en su contra; las pólizas de EE. UU. no tienen un equivalente exacto, aunque muchos estados exigen cláusulas estándar.',
  },
  'Limitation period': {
    title: 'Plazo de prescripción (plazo para demandar)',
    meaning:
      'La fecha límite para presentar una demanda por el reclamo, fijada por la póliza y por la ley: muchas veces uno o dos años desde la pérdida o desde la negación, según el estado o la provincia. Sigue corriendo mientras usted negocia, así que anótela pronto; solo un acuerdo por escrito o la ley misma la detiene.',
  },
  'Regulator and complaints (ombudsman)': {
    title: 'Regulador y quejas (ombudsman)',
    meaning:
      'En EE. UU., el departamento de seguros de cada estado recibe gratis las quejas sobre el manejo de reclamos. En Canadá primero se usa el proceso de quejas de la aseguradora y su ombudsman, y después el General Insurance OmbudService (GIO); el regulador provincial (FSRA en Ontario, el Superintendent of Insurance de Alberta, BCFSA, la AMF en Quebec) supervisa a las aseguradoras. Una queja no detiene el plazo para demandar.',
  },
  'Public adjuster': {
    title: 'Ajustador público',
    meaning:
      'Un ajustador con licencia que usted contrata (normalmente por un porcentaje del pago) para preparar y negociar su reclamo con la aseguradora. El ajustador de la aseguradora trabaja para la aseguradora.',
  },
  'Adjuster (staff, independent, catastrophe)': {
    title: 'Ajustador (de planta, independiente, de catástrofe)',
    meaning:
      'La persona que investiga y valora un reclamo para la aseguradora. Un ajustador de planta es su empleado; uno independiente se contrata para el expediente (muchas veces un ajustador de catástrofe que llega después de una tormenta grande) y puede necesitar la aprobación de un examinador. De cualquier forma trabaja para la aseguradora: anote su nombre y quién decide, y haga sus solicitudes por escrito.',
  },
  'Named insured (who is insured)': {
    title: 'Asegurado nombrado (quién está asegurado)',
    meaning:
      'El asegurado nombrado es la persona o las personas que aparecen en la página de declaraciones; la póliza normalmente también asegura a su cónyuge y a los familiares u otras personas menores de cierta edad que viven en el hogar. Quién cuenta decide de quién son las pertenencias cubiertas y quién debe firmar formularios y cheques, así que avísele a la aseguradora cuando cambie quién vive en la casa.',
  },
  'Declarations page': {
    title: 'Página de declaraciones',
    meaning:
      'Las primeras páginas de su póliza, que muestran quién está asegurado, la dirección o el vehículo, el período de la póliza, cada cobertura con su límite, sus deducibles y los endosos que cambian el texto. Es lo primero que hay que revisar en un reclamo; si no la tiene, pídale a su corredor, agente o aseguradora la que estaba vigente en la fecha de la pérdida.',
  },
  'Endorsement (rider)': {
    inPolicy: /\bendosos?\b/i,
    title: 'Endoso (anexo)',
    meaning:
      'Un formulario agregado a su póliza que la cambia (agrega una cobertura como el retroceso de alcantarillado o las joyas, la quita, o cambia límites o deducibles) y que manda sobre el texto principal cuando los dos no coinciden. Los endosos aparecen en su página de declaraciones; en el seguro de auto canadiense son los formularios OPCF en Ontario y SEF en Alberta.',
  },
  Exclusion: {
    title: 'Exclusión',
    meaning:
      'Una cláusula que saca de la cobertura una causa o un tipo de pérdida, como la inundación, el desgaste o los actos intencionales. La aseguradora tiene que mostrar que aplica una exclusión, los tribunales leen a su favor las que no son claras, y muchas van seguidas de una excepción que devuelve la cobertura, así que pídale a la aseguradora que cite el texto exacto en que se basa.',
  },
  Premium: {
    title: 'Prima',
    meaning:
      'Lo que paga por la póliza durante su vigencia. Un reclamo no cambia la prima ya pagada, pero los reclamos, sobre todo los choques en que usted tuvo la culpa, pueden subirla al renovar o afectar si la póliza se renueva; en Ontario, por ejemplo, la aseguradora no puede subirle la prima de auto por un choque en que usted no tuvo la culpa.',
  },
};
