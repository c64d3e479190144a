import type { StageGuideWords } from './stage-guide-words';

// How a claim goes, in US Spanish: reportar la pérdida, ajustador, prueba de pérdida, valor real en
// efectivo, depreciación retenida, cláusula de tasación.

export const SPANISH_STAGE_GUIDES: StageGuideWords = {
  headings: {
    process: '**Cómo funciona un reclamo**',
    denial: '**Si le niegan un reclamo**',
    accident: '**Después de un accidente de carro**',
    theft: '**Después de un robo**',
  },
  steps: {
    process: [
      'Reporte la pérdida a la aseguradora lo antes posible (por teléfono, la aplicación, el sitio web, o su agente o corredor): la póliza exige un aviso rápido. Anote el número de reclamo y el nombre del ajustador.',
      'Proteja la propiedad de más daños, tome fotos de todo antes de limpiar y guarde los recibos.',
      'Si hubo robo, vandalismo o un choque con otro conductor, repórtelo a la policía y guarde el número del reporte.',
      'El ajustador inspecciona los daños o pide fotos, estimados y una lista de lo dañado; le pueden pedir una prueba de pérdida jurada, dentro de un plazo fijo.',
      'La aseguradora acepta o niega el reclamo por escrito y paga: muchas veces primero el valor real en efectivo y después la depreciación retenida, cuando terminan las reparaciones.',
      'Si no está de acuerdo con el monto, dígalo por escrito con su propio estimado; muchas pólizas tienen una cláusula de tasación para eso.',
    ],
    denial: [
      'Pida la negación por escrito, con el texto de la póliza en que se basa y los informes en que se apoya (de un ajustador o de un ingeniero).',
      'Lea ese texto frente a lo que pasó: la aseguradora tiene que demostrar que aplica una exclusión, y una excepción puede devolverle la cobertura.',
      'Conteste por escrito con sus pruebas (fotos, la opinión de un contratista o de un ingeniero, recibos) y pida que reconsideren la decisión; guarde una copia y la fecha de envío.',
      'Un ajustador público o un abogado puede revisar la negación; muchos abogados hacen la primera revisión gratis.',
    ],
    accident: [
      'Asegúrese de que todos estén a salvo y busque atención médica si alguien está herido; llame a la policía si hay heridos, si un conductor se va o si el daño no es menor.',
      'Intercambie nombres, licencia, placa y datos del seguro con el otro conductor, y anote los nombres y teléfonos de los testigos.',
      'Tome fotos de los carros, del lugar y de los documentos del otro conductor. No admita culpa ni acepte pagar en el lugar.',
      'Reporte el accidente a su aseguradora cuanto antes y anote el número de reclamo; si el otro conductor lo causó, también puede reclamarle a su aseguradora.',
      'Guarde los recibos de grúa, alquiler de carro y atención médica, y pida un estimado de reparación en un taller que usted elija.',
    ],
    theft: [
      'Repórtelo a la policía de inmediato y guarde el número del reporte: las aseguradoras lo piden.',
      'Repórtelo a su aseguradora cuanto antes y anote el número de reclamo.',
      'Haga una lista de todo lo que se llevaron, con marca, modelo, antigüedad y precio, y reúna recibos, fotos, cajas o estados de cuenta de la tarjeta que muestren que era suyo.',
      'Asegure la casa o el carro (una cerradura nueva, una ventana tapada) y guarde esos recibos: son parte del reclamo.',
      'Revise los límites de su póliza para joyas, relojes, efectivo y aparatos electrónicos, y cancele las tarjetas y las identificaciones robadas.',
    ],
  },
  ownClaim: ({ type, claimNumber, insurer, submittedOn }) =>
    `Su reclamo (${type}${claimNumber ? `, ${claimNumber}` : ''}) con ${insurer ?? 'su aseguradora'} está abierto${submittedOn ? `: lo presentó el ${submittedOn}` : ''}.`,
  yourNextDeadline: (title, date) => `Lo próximo que le toca a usted: ${title}, a más tardar el **${date}**.`,
  insurerLimits: (insurer) => `Los plazos que la ley le da a ${insurer ?? 'su aseguradora'} en su reclamo:`,
  denialRoute: (route) =>
    route
      ? `Si la aseguradora mantiene la negación, presente una queja ante el regulador, ${route.regulator} (${route.website})${route.disputeService ? `, y después ante el servicio de resolución de disputas, ${route.disputeService}` : ''}.`
      : 'Si la aseguradora mantiene la negación, presente una queja ante el regulador de seguros de su estado o provincia.',
  denialOnRecord: (date, summary) =>
    `Su diario registra la negación del ${date}: ${summary}. Pídame “apelar la negación” y le redacto la carta a partir de su expediente.`,
  denialTold:
    'Su diario todavía no registra la negación. Si le llegó una, anótela con su fecha y pídame “apelar la negación”: le redacto la carta a partir de su expediente.',
  noDenialOnRecord:
    'El diario de su reclamo no registra ninguna negación. Si le llegó una, anótela con su fecha y le redacto la apelación a partir de ella.',
  suitDeadline: (title, date) => `${title}: **${date}**.`,
  accidentReport: (number) =>
    `El reporte policial ${number} está en el expediente de su reclamo: envíele el número al ajustador por escrito.`,
  theftReport: (number) => `El reporte policial ${number} está en el expediente de su reclamo.`,
};
