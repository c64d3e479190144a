import type { TermTranslations } from './glossary-words';

/** glossary/terms-auto.ts in US Spanish: the auto policy and the claim after a crash. */
export const SPANISH_AUTO_TERMS: TermTranslations = {
  'Direct compensation – property damage (DCPD)': {
    title: 'Compensación directa por daños materiales (DCPD)',
    meaning:
      'En Ontario, Alberta y otras provincias, el daño a su carro en un choque con otro vehículo asegurado lo paga su propia aseguradora, no la del otro conductor, en la medida en que usted no tuvo la culpa según las reglas de determinación de culpa. Si no tuvo la culpa normalmente no hay deducible, y también paga la pérdida de uso, como un carro de alquiler.',
  },
  'Fault determination (at-fault)': {
    title: 'Determinación de la culpa',
    meaning:
      'Cómo se reparte la responsabilidad de un choque, lo que decide qué aseguradora paga y si le sube la prima. Ontario y Alberta aplican reglas fijas (diagramas de los choques más comunes, en pasos del 25 %, sin importar el clima o la calle), mientras que ICBC y las aseguradoras de EE. UU. aplican las reglas comunes de negligencia; si no está de acuerdo, pida la regla o las razones por escrito.',
  },
  Collision: {
    title: 'Choque (cobertura de colisión)',
    meaning:
      'Paga el daño a su propio vehículo cuando choca o lo chocan con otro vehículo u objeto, o se vuelca, sin importar quién tuvo la culpa, menos su deducible de colisión. En Ontario y Alberta, el daño causado por otro conductor asegurado que tuvo la culpa normalmente se paga por la compensación directa (DCPD).',
  },
  'Comprehensive (other than collision)': {
    title: 'Cobertura amplia (comprehensive)',
    meaning:
      'Paga el daño a su propio vehículo por causas que no son un choque (robo, incendio, vandalismo, granizo, inundación, un árbol que cae, chocar con un animal, vidrios rotos), menos su propio deducible. En Canadá, la cobertura de riesgos especificados cubre solo una lista de esas causas, y la de todo riesgo combina colisión y cobertura amplia.',
  },
  'Auto liability (third-party liability)': {
    title: 'Responsabilidad civil de auto',
    meaning:
      'Les paga a otros cuando usted es legalmente responsable de un choque (sus lesiones y el daño a sus bienes), y paga su defensa, hasta su límite; todas las provincias y casi todos los estados la exigen. Nunca paga su propio vehículo, y en EE. UU. los límites pueden estar divididos (por persona, por accidente, daños a la propiedad) o ser un solo límite combinado.',
  },
  'Uninsured and underinsured motorist coverage': {
    title: 'Cobertura de conductor sin seguro o con seguro insuficiente',
    meaning:
      'Cobertura de su propia póliza cuando el conductor culpable no tiene seguro, no se puede identificar (se dio a la fuga) o tiene límites demasiado bajos para sus lesiones. En EE. UU. es UM/UIM; en Canadá la cobertura de conductor sin seguro es obligatoria y la de seguro insuficiente es el endoso de protección familiar (OPCF 44R en Ontario, SEF 44 en Alberta). Reporte pronto a la policía un choque con fuga.',
  },
  'PIP and accident benefits (no-fault)': {
    title: 'PIP y beneficios por accidente (sin culpa)',
    meaning:
      'Beneficios que su propia aseguradora de auto paga por sus lesiones en un choque, sin importar quién lo causó: gastos médicos y de rehabilitación, ingresos perdidos y, según donde viva, cuidados y beneficios por muerte. Son el PIP en los estados de EE. UU. sin culpa, los beneficios por accidente en Ontario (el SABS) y Alberta, y los Enhanced Accident Benefits de ICBC en Columbia Británica; solicítelos pronto, porque los formularios tienen plazos cortos.',
  },
  'Diminished value': {
    title: 'Valor disminuido',
    meaning:
      'El valor de reventa que pierde un vehículo (o una casa) aun después de una buena reparación, porque los compradores pagan menos por uno con historial de accidente. Su propia póliza rara vez lo paga; en EE. UU. normalmente se reclama a la aseguradora del conductor culpable, mientras que en las provincias con compensación directa casi nunca se recupera. Una valoración por escrito de un tasador respalda el reclamo.',
  },
  'OEM and aftermarket parts': {
    title: 'Piezas originales (OEM) y piezas genéricas',
    meaning:
      'Las piezas OEM las fabrica el fabricante del vehículo; las genéricas y las recicladas (LKQ) vienen de otros fabricantes o de vehículos de salvamento y cuestan menos. Muchas pólizas dejan que la aseguradora calcule la reparación con ellas si son de la misma clase y calidad, y algunos estados exigen que se lo digan; revise si su póliza o un endoso exige piezas OEM, y los términos de su garantía o su arrendamiento.',
  },
  'Rental reimbursement (loss of use of a car)': {
    title: 'Reembolso de carro de alquiler (pérdida de uso)',
    meaning:
      'Paga un carro de alquiler u otro transporte mientras reparan su vehículo después de una pérdida cubierta, hasta una cantidad por día y un total (OPCF 20 en Ontario, SEF 20 en Alberta). Si otro conductor tuvo la culpa, su aseguradora o la compensación directa de usted le pueden deber en cambio un alquiler comparable; normalmente termina unos días después de una oferta por pérdida total.',
  },
  'Towing and storage': {
    title: 'Grúa y almacenaje',
    meaning:
      'La cobertura de grúa y asistencia en el camino paga una grúa o ayuda en la carretera; después de un choque cubierto, la grúa y un almacenaje razonable normalmente se pagan como parte del reclamo. El almacenaje cobra por día, así que haga mover el vehículo rápido: los cargos que se acumulan después de que la aseguradora pidió que lo entreguen muchas veces se niegan.',
  },
  'Gap insurance and new-vehicle replacement': {
    title: 'Seguro gap y reemplazo por vehículo nuevo',
    meaning:
      'Un carro declarado pérdida total se paga a su valor real en efectivo, que puede ser menos de lo que debe en el préstamo o el arrendamiento; el seguro gap paga esa diferencia. Una renuncia a la depreciación (OPCF 43 en Ontario, SEF 43 en Alberta) o un endoso de reemplazo por carro nuevo paga el precio de un carro nuevo para un vehículo reciente, así que revise si tiene uno antes de aceptar una oferta por pérdida total.',
  },
  'Full coverage': {
    title: 'Cobertura completa (full coverage)',
    meaning:
      'Un nombre de uso diario, no una cobertura escrita en ninguna póliza: normalmente quiere decir responsabilidad civil más colisión y cobertura amplia (en Canadá, todo riesgo). Igual tiene límites y deducibles, y el alquiler, la grúa o el seguro gap se incluyen solo si se agregaron. Su página de declaraciones dice lo que de verdad tiene.',
  },
  'Stacked and unstacked limits': {
    title: 'Límites acumulados y no acumulados',
    meaning:
      'En algunos estados de EE. UU., los límites de conductor sin seguro o con seguro insuficiente de cada carro de una póliza (o de varias pólizas) se pueden sumar para un mismo reclamo: eso es acumular (stacking). La cobertura no acumulada paga solo el límite de un carro. Acumular normalmente cuesta más, y se elige o se rechaza por escrito al comprar la póliza.',
  },
  'Non-owner car insurance': {
    title: 'Seguro de auto para no propietarios',
    meaning:
      'Cobertura de responsabilidad civil para alguien que maneja pero no tiene carro: les paga a otros cuando usted causa un choque en un carro prestado o alquilado, por encima de lo que paga el seguro del dueño. Nunca paga el daño al carro que usted manejaba.',
  },
  'Liability limits (such as 25/50/25)': {
    title: 'Límites de responsabilidad (como 25/50/25)',
    meaning:
      'Los tres números de una póliza de auto de EE. UU. son sus límites de responsabilidad en miles de dólares: 25/50/25 paga hasta $25,000 por las lesiones de una persona, $50,000 por las lesiones de todos en un mismo accidente y $25,000 por daños a la propiedad. Lo que un choque cueste por encima de eso se le puede reclamar a usted personalmente.',
  },
};
