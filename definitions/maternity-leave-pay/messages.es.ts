import { defineMessages } from '@/engine';

/**
 * Las palabras de la calculadora de pago durante la licencia por maternidad (messages.ts en español;
 * docs/es/style-guide.md). Los nombres oficiales de los programas estatales quedan en inglés.
 */
export default defineMessages({
  stateName: `{state, select,
    newYork {Nueva York}
    newJersey {Nueva Jersey}
    oregon {Oregón}
    districtOfColumbia {Distrito de Columbia}
    hawaii {Hawái}
    otherState {Otro estado}
    other {{label}}}`,

  summary:
    'Tu licencia de {weeks, number, integer} semanas paga {leavePay, number, ::currency/USD} de los {regularPay, number, ::currency/USD} que ganarías normalmente ({rate, number, ::.0}%).',

  preLeaveTimeline: '3–6 meses antes de tu licencia',
  tellHr:
    'Informa a Recursos Humanos de las fechas previstas de tu licencia y pide por escrito la política de licencia parental.',
  applyForState:
    'Solicita los beneficios de {state} entre {from, number, integer} y {to, number, integer} semanas antes de que empiece tu licencia.',
  askHrDisability:
    'Pregunta a Recursos Humanos por el seguro por discapacidad a corto plazo y la licencia parental pagada.',
  checkProtection: 'Averigua si la FMLA o una ley estatal protege tu empleo durante la licencia.',
  addBaby:
    'Planifica cómo agregar a tu bebé a tu seguro médico (normalmente dentro de los 30 días posteriores al nacimiento).',
  saveGoal:
    'ahorra {total, number, ::currency/USD} en total, unos {monthly, number, ::currency/USD} al mes durante {months, number, integer} meses.',
  keepFund:
    'mantén un fondo de emergencia de {fund, number, ::currency/USD} ({weeks, number, integer} semanas al {percent, number, integer}% de tu pago).',
  duringLeaveTimeline: 'semanas 1–{weeks, number, integer} de tu licencia',
  checkPayments: 'Compara cada pago de beneficios con los montos estimados aquí.',
  sendForms: 'Envía a tiempo los formularios que te pidan el programa estatal o tu empleador.',
  liveOn: 'vive con unos {monthly, number, ::currency/USD} al mes después de impuestos.',
  noLeavePay:
    'cubre cada mes de la licencia con tus ahorros, porque no se espera ningún pago durante la licencia.',
  drawAtMost: 'no saques más de {gap, number, ::currency/USD} de tus ahorros durante toda la licencia.',
  postLeaveTimeline: 'primeros 3 meses de regreso al trabajo',
  confirmChildcare: 'Confirma el cuidado infantil y su fecha de inicio antes de tu primer día de regreso.',
  updateW4: 'Actualiza tu retención de impuestos (formulario W-4) por tu nuevo dependiente.',
  askFsa:
    'Pregunta por una cuenta FSA para el cuidado de dependientes (Dependent Care FSA): un nacimiento te permite inscribirte a mitad de año.',
  budgetChildcare: 'presupuesta unos {cost, number, ::currency/USD} al mes para el cuidado infantil.',
  rebuildFund: 'vuelve a reunir tu fondo de emergencia hasta {fund, number, ::currency/USD}.',
  // A timeline, a goal, an eligibility rule and a program's rule always follow a label and a colon here, so their
  // messages start with a lower-case letter, as Spanish writes after a colon.
  checklistWhen: 'Cuándo: {timeline}.',
  moneyGoal: 'Meta de dinero: {goal}',

  recommendation: `{id, select,
    checkEligibility {Verifica con {state} si cumples los requisitos: {rule} Los montos que se muestran suponen que cumples los requisitos.}
    applyWaiting {Presenta tu solicitud entre {from, number, integer} y {to, number, integer} semanas antes de que empiece tu licencia: {state} tiene un periodo de espera sin pago de {days, number, integer} días al comienzo de la solicitud, así que el primer pago llega más tarde.}
    apply {Presenta tu solicitud entre {from, number, integer} y {to, number, integer} semanas antes de que empiece tu licencia para que el primer pago no se retrase.}
    leaveOrderFromBirth {Solicita Paid Family Leave desde el día en que nazca tu bebé, en lugar de los beneficios por discapacidad para tu recuperación: durante esta licencia te paga {gain, number, ::currency/USD} más.}
    leaveOrderPartly {Solicita los beneficios por discapacidad solo durante las primeras {after, number, integer} semanas después del nacimiento y luego Paid Family Leave: durante esta licencia te paga {gain, number, ::currency/USD} más que la discapacidad durante toda tu recuperación.}
    budgetWaiting {Presupuesta el periodo de espera: los primeros {days, number, integer} días de la solicitud (unos {amount, number, ::currency/USD} de beneficio) normalmente no se pagan, y esta estimación no los resta.}
    longerThanState {Tu licencia de {weeks, number, integer} semanas es más larga que las {stateWeeks, number, integer} semanas que {state} paga por un nacimiento; semanas sin beneficio estatal: {unpaid, number, integer}.}
    noStateBenefit {{state} no paga ningún beneficio estatal para una licencia que empieza el {start, date, short}: planifica tu licencia con el pago de tu empleador, un seguro por discapacidad a corto plazo y tus ahorros.}
    otherState {Tu estado no es uno de los programas de esta calculadora: consulta el sitio oficial de tu estado para ver si tiene un programa de licencia pagada o de seguro por discapacidad.}
    askHr {Pregunta a Recursos Humanos si tu empleador ofrece licencia parental pagada o seguro por discapacidad a corto plazo, y si los días de vacaciones y de enfermedad acumulados pueden completar tu pago.}
    ownInsurance {Averigua si tienes un seguro por discapacidad a corto plazo propio y si el tiempo libre pagado que has acumulado puede completar tu pago.}
    fmla {La ley federal FMLA protege tu empleo (sin pago) hasta {fmlaWeeks, number, integer} semanas si has trabajado para tu empleador al menos {fmlaMonths, number, integer} meses y has trabajado {hours, number, integer} horas en los últimos {fmlaMonths, number, integer} meses, y si tu empleador tiene {employees, number, integer} empleados o más en un radio de {miles, number, integer} millas (29 CFR 825.110).}
    save {Ahorra unos {monthly, number, ::currency/USD} al mes durante {saveMonths, number, integer} meses para cubrir la diferencia de {gap, number, ::currency/USD} después de impuestos y un fondo de emergencia de {fund, number, ::currency/USD} ({fundWeeks, number, integer} semanas al {percent, number, integer}% de tu pago).}
    childcare {El cuidado infantil, a unos {cost, number, ::currency/USD} al mes, se llevaría el {share, number, ::.#}% de tu pago neto: planifica tu presupuesto para cubrirlo antes de regresar.}}`,

  leaveOrderNote: `{order, select,
    fromBirth {Paid Family Leave desde el nacimiento es lo que más te paga: {chosen, number, ::currency/USD} durante tu licencia de {weeks, number, integer} semanas, {gain, number, ::currency/USD} más que cobrar primero los beneficios por discapacidad durante tus {recovery, number, integer} semanas de recuperación ({afterRecovery, number, ::currency/USD}). Contamos {before, number, integer} semanas de discapacidad antes del nacimiento y luego Paid Family Leave.}
    partly {Tomar los beneficios por discapacidad durante las primeras {after, number, integer} semanas después del nacimiento y luego Paid Family Leave es lo que más te paga: {chosen, number, ::currency/USD} durante tu licencia de {weeks, number, integer} semanas, {gain, number, ::currency/USD} más que cobrar primero la discapacidad durante tus {recovery, number, integer} semanas de recuperación ({afterRecovery, number, ::currency/USD}). Paid Family Leave desde el nacimiento pagaría {fromBirth, number, ::currency/USD}: sus semanas terminarían antes que tu licencia.}
    afterRecovery {Tomar los beneficios por discapacidad durante tus {recovery, number, integer} semanas de recuperación y luego Paid Family Leave es lo que más te paga: {chosen, number, ::currency/USD} durante tu licencia de {weeks, number, integer} semanas. Paid Family Leave desde el nacimiento pagaría {fromBirth, number, ::currency/USD}: sus semanas terminarían antes que tu licencia y quedarían semanas sin pago.}
    same {Los beneficios por discapacidad durante tu recuperación y Paid Family Leave desde el nacimiento te pagan lo mismo en este caso ({chosen, number, ::currency/USD}): con el pago de tu empleador, cada semana se paga completa, así que contamos primero la discapacidad.}}`,
  leaveOrderRule:
    '{state} nunca paga los beneficios por discapacidad y Paid Family Leave en la misma semana, y los dos juntos no pueden superar {combined, number, integer} semanas en 52. Paid Family Leave solo puede empezar después del nacimiento (en cualquier momento de los primeros 12 meses), así que la discapacidad paga las {before, number, integer} semanas anteriores en cualquier caso; cuál de los dos paga tus semanas de recuperación depende de las solicitudes que presentes ante la aseguradora de tu empleador.',

  rulesInForce:
    'Reglas para una licencia que empieza el {start, date, short}: {program, select, federal {cifras federales, sin programa estatal,} other {cifras de {state}}} vigentes del {from, date, rangeFrom to} al {to, date, rangeTo from}.',
  afterData:
    'Tu licencia empieza después del {to, date, short}, el último día para el que nuestras cifras de {state} están confirmadas. {state} actualiza sus cifras {updates}; las cifras más nuevas no estaban confirmadas cuando se actualizó esta calculadora por última vez, así que usamos las últimas confirmadas (vigentes desde el {from, date, short}){hasCap, select, yes {, con un tope semanal de {cap, number, ::currency/USD}} other {}}. Una solicitud podría pagar un poco más: consulta el sitio del estado.',
  beforeData:
    'Tu licencia empieza antes del {from, date, short}, el primer día de las cifras que tiene esta calculadora: usamos esas cifras, que pueden pagar más que las reglas de una solicitud anterior.',
  rulesYear: '{janFirst, select, yes {{year}} other {desde el {from, date, short}}}',
  eligibilityNote: 'Requisitos: {rule}',
  programRule: '{name}: {rule}',
  minimumEarnings: 'Ingresos anuales mínimos: {minimum, number, ::currency/USD auto}',
  eligible: 'Cumples los ingresos mínimos que podemos verificar',
  mayNotQualify: 'Podrías no calificar: los beneficios que se muestran suponen que se cumplen los requisitos',
  unpaidWeeks: 'Semanas sin beneficio estatal',
  noStateProgram: 'Sin beneficio estatal',
  childcareBasis: '({perWeek, number, ::currency/USD auto} por semana)',

  explainSalary:
    'Salario semanal = {salary, number, ::currency/USD} ÷ 52 = {weekly, number, ::currency/USD}.',
  explainState:
    '{rulesInForce} Semanas de discapacidad: {disabilityWeeks, number, integer} × {disabilityWeekly, number, ::currency/USD}; luego semanas de licencia familiar: {familyWeeks, number, integer} × {familyWeekly, number, ::currency/USD}; cada una es la tasa escalonada del estado sobre tu salario semanal, como máximo el tope semanal.',
  explainNoState: '{state}: no se cuenta ningún beneficio estatal.',
  explainEmployer:
    'Empleador: {weekly, number, ::currency/USD} por semana (salario semanal × el porcentaje, solo cuando tu empleador paga), con el pago total de cada semana limitado a tu salario semanal.',
  explainGap:
    'Diferencia de ingresos = pago habitual {regular, number, ::currency/USD} − pago durante la licencia {leave, number, ::currency/USD} = {gap, number, ::currency/USD}; después de un {tax, number, ::.##}% de impuestos es {afterTax, number, ::currency/USD}.',
  explainSavings:
    'Meta de ahorro = diferencia después de impuestos + fondo de emergencia ({weekly, number, ::currency/USD} × {weeks, number, integer} semanas × {percent, number, integer}% = {fund, number, ::currency/USD}) = {goal, number, ::currency/USD}, o {monthly, number, ::currency/USD} al mes durante {months, number, integer} meses.',
  explainChildcare:
    'Cuidado infantil después de la licencia: {perWeek, number, ::currency/USD auto} por semana × {weeksPerMonth, number, ::.##} = {cost, number, ::currency/USD} al mes.',

  stateUpdates: `{state, select,
    california {cada año el 1 de enero}
    newYork {cada año el 1 de enero}
    newJersey {cada año el 1 de enero}
    rhodeIsland {cada año el 1 de julio}
    massachusetts {cada año el 1 de enero}
    connecticut {cada año el 1 de enero (con el salario mínimo)}
    maryland {cuando la ley fije la fecha de inicio}
    oregon {cada julio}
    washington {cada año el 1 de enero}
    colorado {cada año el 1 de julio}
    districtOfColumbia {cada año el 1 de octubre}
    delaware {cada año el 1 de enero}
    minnesota {cada año (fecha no confirmada)}
    maine {cada año el 1 de julio}
    hawaii {cada año el 1 de enero}
    vermont {no corresponde (seguro voluntario)}
    other {no corresponde}}`,
  stateDisabilityName: `{state, select,
    california {State Disability Insurance (SDI), discapacidad por embarazo}
    newYork {Disability Benefits Law (DBL), discapacidad por embarazo}
    newJersey {Temporary Disability Insurance (TDI), discapacidad por embarazo}
    rhodeIsland {Temporary Disability Insurance (TDI), discapacidad por embarazo}
    massachusetts {Paid Family and Medical Leave (PFML), licencia médica por embarazo}
    connecticut {CT Paid Leave, incapacidad debida al embarazo}
    oregon {Paid Leave Oregon, licencia relacionada con el embarazo}
    washington {Paid Family and Medical Leave, licencia médica después del parto}
    districtOfColumbia {DC Paid Family Leave, licencia prenatal}
    delaware {Delaware Paid Leave, licencia médica por embarazo}
    minnesota {Minnesota Paid Leave, licencia médica por embarazo y recuperación}
    maine {Maine Paid Family and Medical Leave, licencia médica por embarazo}
    hawaii {Temporary Disability Insurance (TDI), discapacidad por embarazo}}`,
  stateDisabilityRule: `{state, select,
    california {{rate0, number, ::.##}% de tu salario semanal hasta {top0, number, ::currency/USD auto} (trimestre más alto hasta {quarterlyBandTop, number, ::currency/USD auto}), {rate1, number, ::.##}% por encima (nunca menos de lo que paga el tramo del {rate0, number, ::.##}% en su tope), como máximo {cap, number, ::currency/USD auto} por semana ({year}); con menos de {lowWageQuarter, number, ::currency/USD auto} en el mejor trimestre, {lowWageBenefit, number, ::currency/USD auto} por semana. Un embarazo normal suele certificarse por 4 semanas antes y 6 después del parto (8 después de una cesárea).}
    newYork {{disabilityRate, number, ::.##}% del salario semanal promedio de las últimas 8 semanas trabajadas, como máximo {disabilityCap, number, ::currency/USD auto} por semana.}
    newJersey {{rate0, number, ::.##}% del salario semanal promedio hasta {cap, number, ::currency/USD auto} por semana; un parto suele certificarse por 4 semanas antes y 6 después (8 después de una cesárea).}
    rhodeIsland {{quarterRate, number, ::.00}% del salario de tu trimestre mejor pagado ({rate0, number, ::.##}% de un salario semanal estable), hasta {cap, number, ::currency/USD auto} por semana.}
    massachusetts {{rate0, number, ::.##}% de tu salario hasta la mitad del salario semanal promedio del estado ({top0, number, ::currency/USD auto} por semana) más el {rate1, number, ::.##}% del resto, como máximo {cap, number, ::currency/USD auto} por semana (64% del salario semanal promedio del estado, {averageWeeklyWage, number, ::currency/USD auto}).}
    connecticut {{disabilityWeeks, number, integer} semanas adicionales por una afección de salud grave debida al embarazo, pagadas como la licencia familiar.}
    oregon {{disabilityWeeks, number, integer} semanas adicionales por limitaciones relacionadas con el embarazo, el parto o una afección relacionada, pagadas como las demás licencias.}
    washington {{rate0, number, ::.##}% del salario hasta la mitad del salario semanal promedio del estado ({top0, number, ::currency/USD auto} por semana) más el {rate1, number, ::.##}% por encima, como máximo {cap, number, ::currency/USD auto} por semana; la licencia médica después del parto suele certificarse por 6 a 8 semanas.}
    districtOfColumbia {{disabilityWeeks, number, integer} semanas de licencia prenatal, pagadas como la licencia parental.}
    delaware {{rate0, number, ::.##}% del salario, como máximo {cap, number, ::currency/USD auto} por semana (al menos $100); licencia médica de hasta {disabilityWeeks, number, integer} semanas cada 24 meses.}
    minnesota {{rate0, number, ::.##}% del salario hasta la mitad del salario semanal promedio del estado ({top0, number, ::currency/USD auto}), {rate1, number, ::.##}% hasta el promedio completo ({top1, number, ::currency/USD auto}), {rate2, number, ::.##}% por encima, como máximo {cap, number, ::currency/USD auto} por semana.}
    maine {{rate0, number, ::.##}% del salario hasta la mitad del salario semanal promedio del estado ({top0, number, ::currency/USD auto}) más el {rate1, number, ::.##}% por encima, como máximo {cap, number, ::currency/USD auto} por semana (el salario semanal promedio del estado del 1 de julio de 2025 al 30 de junio de 2026).}
    hawaii {{rate0, number, ::.##}% del salario semanal promedio, como máximo {cap, number, ::currency/USD auto} por semana, hasta {programMaxWeeks, number, integer} semanas.}}`,
  stateFamilyLeaveName: `{state, select,
    california {Paid Family Leave (PFL), vínculo con el bebé}
    newYork {Paid Family Leave (PFL), vínculo con el bebé}
    newJersey {Family Leave Insurance (FLI), vínculo con el bebé}
    rhodeIsland {Temporary Caregiver Insurance (TCI), vínculo con el bebé}
    massachusetts {Paid Family and Medical Leave (PFML), licencia familiar para crear vínculo con el bebé}
    connecticut {CT Paid Leave, vínculo con el bebé}
    oregon {Paid Leave Oregon, licencia familiar para crear vínculo con el bebé}
    washington {Paid Family and Medical Leave, licencia familiar para crear vínculo con el bebé}
    colorado {FAMLI, licencia por el nacimiento y para crear vínculo con el bebé}
    districtOfColumbia {DC Paid Family Leave, licencia parental}
    delaware {Delaware Paid Leave, licencia parental}
    minnesota {Minnesota Paid Leave, licencia familiar para crear vínculo con el bebé}
    maine {Maine Paid Family and Medical Leave, licencia familiar para crear vínculo con el bebé}}`,
  stateFamilyLeaveRule: `{state, select,
    california {la misma tasa y el mismo tope, hasta {familyWeeks, number, integer} semanas de licencia para crear vínculo con el bebé en 12 meses.}
    newYork {{rate0, number, ::.##}% del salario semanal promedio, con un tope del {rate0, number, ::.##}% del salario semanal promedio del estado ({averageWeeklyWage, number, ::currency/USD auto}): como máximo {cap, number, ::currency/USD auto} por semana, hasta {familyWeeks, number, integer} semanas.}
    newJersey {{rate0, number, ::.##}% del salario semanal promedio hasta {cap, number, ::currency/USD auto} por semana, hasta {familyWeeks, number, integer} semanas.}
    rhodeIsland {la misma fórmula y el mismo tope, hasta {familyWeeks, number, integer} semanas de licencia para crear vínculo con el bebé.}
    massachusetts {la misma fórmula y el mismo tope, hasta {familyWeeks, number, integer} semanas de licencia para crear vínculo con el bebé.}
    connecticut {{rate0, number, ::.##}% de tu salario hasta 40 × el salario mínimo ({top0, number, ::currency/USD auto} por semana con {minimumWage, number, ::currency/USD auto}) más el {rate1, number, ::.##}% por encima, como máximo 60 × el salario mínimo ({cap, number, ::currency/USD auto} por semana), hasta {familyWeeks, number, integer} semanas.}
    oregon {{rate0, number, ::.##}% del salario hasta el 65% del salario semanal promedio del estado ({top0, number, ::currency/USD auto} por semana) más el {rate1, number, ::.##}% por encima, como máximo el 120% de ese salario ({cap, number, ::currency/USD auto} por semana).}
    washington {la misma fórmula y el mismo tope, hasta {familyWeeks, number, integer} semanas de licencia para crear vínculo con el bebé.}
    colorado {{rate0, number, ::.##}% del salario hasta la mitad del salario semanal promedio del estado ({top0, number, ::currency/USD auto} por semana) más el {rate1, number, ::.##}% por encima, como máximo {cap, number, ::currency/USD auto} por semana (90% de ese salario), hasta {familyWeeks, number, integer} semanas al año.}
    districtOfColumbia {{rate0, number, ::.##}% del salario hasta el 150% de 40 × el salario mínimo ({top0, number, ::currency/USD auto} por semana con {minimumWage, number, ::currency/USD}) más el {rate1, number, ::.##}% por encima, como máximo {cap, number, ::currency/USD auto} por semana, hasta {familyWeeks, number, integer} semanas.}
    delaware {la misma tasa y el mismo tope, licencia parental de hasta {familyWeeks, number, integer} semanas al año.}
    minnesota {la misma fórmula y el mismo tope, hasta {familyWeeks, number, integer} semanas de licencia para crear vínculo con el bebé.}
    maine {la misma fórmula y el mismo tope; {combined, number, integer} semanas en total por año de beneficios.}}`,
  stateEligibilityBefore: `{state, select,
    delaware {los beneficios empiezan el {benefitsStart, date, short}.}
    minnesota {los beneficios empiezan el {benefitsStart, date, short}.}
    maine {los beneficios empiezan el {benefitsStart, date, short}.}}`,
  stateEligibility: `{state, select,
    california {al menos {minimum, number, ::currency/USD auto} de salario con deducciones de SDI en el periodo base.}
    newYork {para la discapacidad, 4 semanas consecutivas con un empleador cubierto; para Paid Family Leave, 26 semanas consecutivas a 20 horas o más por semana, o 175 días a tiempo parcial.}
    newJersey {20 semanas base ganando al menos {baseWeekEarnings, number, ::currency/USD auto} cada una, o al menos {minimum, number, ::currency/USD auto} en el año base.}
    rhodeIsland {salario mínimo en el periodo base (unas 1,200 × el salario mínimo; $16,800 en 2024). La cifra de 2025–2026 no estaba confirmada, así que no la verificamos: consulta con el Department of Labor and Training.}
    massachusetts {al menos {minimum, number, ::currency/USD auto} en los últimos 4 trimestres completos y al menos 30 veces tu beneficio semanal.}
    connecticut {al menos {minimum, number, ::currency/USD auto} en tu trimestre mejor pagado del periodo base.}
    maryland {FAMLI todavía no paga beneficios.}
    oregon {al menos {minimum, number, ::currency/USD auto} de salario en el año anterior a tu solicitud.}
    washington {820 horas trabajadas en Washington en el periodo de calificación.}
    colorado {al menos {minimum, number, ::currency/USD auto} de salario en el periodo base.}
    districtOfColumbia {más de la mitad de tu tiempo de trabajo en DC para un empleador cubierto en las 52 semanas anteriores a la licencia.}
    delaware {al menos un año y 1,250 horas con un mismo empleador, trabajando principalmente (60% o más) en Delaware; los empleadores con 10–24 empleados deben solo la licencia parental, y los de menos de 10, ninguna.}
    minnesota {ingresos de al menos el 5.3% del salario anual promedio del estado (unos $3,900; no confirmado, así que no lo verificamos).}
    maine {salario en el periodo base de al menos 6 veces el salario semanal promedio del estado (6 × {averageWeeklyWage, number, ::currency/USD auto} = {minimum, number, ::currency/USD auto}).}
    hawaii {al menos 14 semanas con 20 horas pagadas o más, y al menos {minimum, number, ::currency/USD auto}, en las 52 semanas anteriores a la discapacidad.}
    vermont {no hay un programa estatal: solo están cubiertas las empleadas cuyo empleador compró el seguro voluntario (o que lo compraron ellas mismas).}
    other {no se incluye ningún programa estatal.}}`,
  stateNote: `{note, select,
    californiaSb951 {Las solicitudes desde el 1 de enero de 2025 reciben el {rate1, number, ::.##}% o el {rate0, number, ::.##}% del salario (SB 951); el tramo del {rate0, number, ::.##}% para {year} llega hasta {quarterlyBandTop, number, ::currency/USD auto} en tu mejor trimestre.}
    californiaWaitingDisabilityOnly {Los primeros {waiting, number, integer} días de una solicitud por discapacidad son un periodo de espera sin pago; Paid Family Leave no tiene ninguno.}
    newYorkDisabilityRate {Los beneficios por discapacidad de Nueva York pagan el {disabilityRate, number, ::.##}% de tu salario hasta {disabilityCap, number, ::currency/USD auto} por semana (sin cambios en 2025 y 2026, hasta donde encontramos), no la tasa del {rate0, number, ::.##}% de Paid Family Leave.}
    newYorkCombinedCap {La discapacidad y Paid Family Leave juntas no pueden superar {combined, number, integer} semanas en 52 y no pueden pagarse al mismo tiempo.}
    newJerseyWaitingRepaid {La semana de espera de {waiting, number, integer} días de una solicitud por discapacidad se reembolsa una vez que te han pagado 3 semanas más, así que casi nunca cuesta nada después de un parto.}
    newJerseyEligibilityAlternative {Verificamos los requisitos con la alternativa de {minimum, number, ::currency/USD auto}; 20 semanas de {baseWeekEarnings, number, ::currency/USD auto} o más también califican.}
    rhodeIslandOutOfWork7Days {No hay periodo de espera, pero debes estar sin trabajar al menos 7 días consecutivos para calificar.}
    rhodeIslandCaregiverWeeks {Temporary Caregiver Insurance paga hasta {familyWeeks, number, integer} semanas para una licencia que empieza en {year}.}
    massachusettsCertifiedWeeks {La licencia médica después de un parto suele certificarse por 6 semanas (8 después de una cesárea); sigue la licencia familiar, sin una segunda semana de espera.}
    massachusettsFiguresForYear {Cifras para una licencia que empieza en {year}.}
    massachusettsMinimumFrom2025 {Los ingresos mínimos de {minimum, number, ::currency/USD auto} son la cifra de 2025 (confirmada); la cifra de {year} no estaba confirmada.}
    connecticutNoWaitingAssumed {Suponemos que no hay periodo de espera (no encontramos ninguno en las reglas del programa; no confirmado); la prueba de requisitos es {minimum, number, ::currency/USD auto} en un trimestre, que comparamos con tu salario anual.}
    marylandDelayed {Maryland no paga beneficios de FAMLI en 2025 ni en 2026: una ley de 2025 (HB 102) retrasó los beneficios para que empiecen entre el 1 de enero de 2027 como muy pronto y el 3 de enero de 2028 como muy tarde (previsto: hasta 12 semanas, de $50 a $1,000 por semana).}
    oregonNoWaitingAssumed {Suponemos que no hay periodo de espera (no encontramos ninguno; no confirmado).}
    washingtonCombinedCap {La licencia médica y la familiar juntas tienen un tope de {combined, number, integer} semanas (usamos {combined, number, integer}), o 18 cuando una complicación del embarazo te impide trabajar; la semana de espera de 7 días no se aplica a una licencia en torno a un parto.}
    washingtonHalfAverageDerived {La mitad del salario semanal promedio del estado se calcula a partir del tope (el tope es el 90% de ese salario, RCW 50A.15.020): {top0, number, ::currency/USD auto}.}
    coloradoComplications {Se pagan hasta 4 semanas más por complicaciones del embarazo o del parto; la estimación cuenta las {familyWeeks, number, integer} habituales.}
    coloradoNicu {Desde el {validFrom, date, short}, hasta 12 semanas más si tu bebé está en cuidados intensivos neonatales.}
    coloradoNoWaitingAssumed {Suponemos que no hay periodo de espera (no encontramos ninguno; no confirmado).}
    districtOfColumbiaMinimumWage2024 {El tramo del {rate0, number, ::.##}% se basa en el salario mínimo de DC de {minimumWage, number, ::currency/USD} por hora (desde el 1 de julio de 2024): 1.5 × 40 × {minimumWage, number, ::currency/USD} = {top0, number, ::currency/USD auto} por semana.}
    districtOfColumbiaMinimumWage2025 {El tramo del {rate0, number, ::.##}% se basa en el salario mínimo de DC de {minimumWage, number, ::currency/USD} por hora (desde el 1 de julio de 2025): 1.5 × 40 × {minimumWage, number, ::currency/USD} = {top0, number, ::currency/USD auto} por semana.}
    districtOfColumbiaMinimumWageCarried {El tramo del {rate0, number, ::.##}% se basa en el salario mínimo de DC de {minimumWage, number, ::currency/USD} por hora (desde el 1 de julio de 2025), el último valor confirmado: el salario mínimo cambia cada 1 de julio y la cifra desde el 1 de julio de 2026 no estaba confirmada.}
    districtOfColumbiaNoWaiting {El periodo de espera de una semana se eliminó de forma permanente en julio de 2022.}
    delawareStarts {Delaware Paid Leave recaudó contribuciones en {year} y paga beneficios para licencias desde el {benefitsStart, date, short}.}
    delawareStarted {Los beneficios empezaron el {benefitsStart, date, short}; la licencia médica y la parental juntas tienen un tope de {combined, number, integer} semanas al año.}
    minnesotaStarts {Minnesota Paid Leave paga beneficios para licencias desde el {benefitsStart, date, short}, no antes.}
    minnesotaStarted {Los beneficios empezaron el {benefitsStart, date, short}. Una solicitud médica necesita 7 días consecutivos sin trabajar; esos primeros 7 días se pagan después, y la licencia para crear vínculo con el bebé no tiene esa espera.}
    maineStarts {Maine Paid Family and Medical Leave paga beneficios para licencias desde el {benefitsStart, date, short}, no antes.}
    maineStarted {Los beneficios empezaron el {benefitsStart, date, short}. La licencia médica tiene un periodo de espera sin pago de {waiting, number, integer} días por año de beneficios; la licencia en total tiene un tope de {combined, number, integer} semanas.}
    hawaiiDisabilityOnly {Hawái paga solo beneficios por discapacidad: no hay una licencia pagada por el estado para crear vínculo con el bebé.}
    hawaiiCapFrom2025 {El tope de {cap, number, ::currency/USD auto} es la cifra de 2025 (confirmada); un tope de $871 para {year} lo informó una sola fuente secundaria y no se usa.}
    vermontVoluntary {Vermont no tiene un derecho estatal a licencia pagada: su Family and Medical Leave Insurance es voluntario (60% del salario hasta 6 semanas, si tu empleador se unió o te inscribiste por tu cuenta). No contamos ningún beneficio estatal; si estás inscrita, pide tu monto a la aseguradora.}
    otherNotIncluded {No se incluye ningún programa estatal de licencia pagada para tu estado: la estimación cuenta solo el pago del empleador.}}`,
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de pago durante la licencia por maternidad',
  description:
    'Estima tu pago en la licencia por maternidad (programa estatal y empleador), la diferencia de ingresos y cuánto ahorrar antes de que llegue tu bebé.',
  keywordMaternityLeavePay: 'pago durante la licencia por maternidad',
  keywordPaidFamilyLeave: 'licencia familiar pagada',
  keywordStateDisabilityInsurance: 'seguro estatal por discapacidad',
  keywordParentalLeaveCalculator: 'calculadora de licencia parental',
  keywordLeaveSavingsPlan: 'plan de ahorro para la licencia',
  audienceNote:
    'Para empleadas en EE. UU.: las reglas federales y los programas estatales de licencia pagada.',
  annualSalaryLabel: 'Salario anual',
  annualSalarySuffix: 'USD',
  annualSalaryPlaceholder: 'p. ej., 60000',
  leaveWeeksLabel: 'Duración de la licencia',
  leaveWeeksSuffix: 'semanas',
  leaveWeeksPlaceholder: 'p. ej., 12',
  employmentStateLabel: 'Estado donde trabajas',
  leaveStartDateLabel: 'Primer día de tu licencia',
  leaveStartDateHelp:
    'Opcional: elige las reglas del estado vigentes ese día (los topes cambian cada año). Déjalo vacío para usar la fecha de hoy.',
  hasEmployerBenefitsLabel: '¿Tu empleador te paga durante la licencia por maternidad?',
  hasEmployerBenefitsOptionYes: 'Sí',
  hasEmployerBenefitsOptionNo: 'No',
  hasEmployerBenefitsOptionUnsure: 'No estoy segura',
  employerPayPercentageLabel: 'Porcentaje del salario que paga tu empleador',
  employerPayPercentageHelp:
    'El porcentaje de tu pago habitual que tu empleador paga cada semana de licencia (pregunta a Recursos Humanos si no estás segura).',
  employerPayPercentagePlaceholder: 'p. ej., 50',
  example1: 'California, licencia desde el 1 de marzo de 2025, $52,000, 12 semanas, sin pago del empleador',
  example2: 'Nueva Jersey, $104,000, 12 semanas desde el 26 de noviembre de 2026',
  example3: 'Nueva Jersey, $104,000, 12 semanas desde el 1 de marzo de 2025',
  example4: 'Massachusetts 2026, $52,000, 12 semanas',
  example5: 'Oregón, licencia desde el 1 de marzo de 2026, $78,000, 12 semanas',
  example6: 'Nueva York 2026, $78,000, 16 semanas, el empleador paga el 20%',
  example7: 'Nueva York 2026, $52,000, 12 semanas: Paid Family Leave desde el nacimiento',
  example8: 'Nueva York 2026, $52,000, 22 semanas: primero la discapacidad durante la recuperación',
  example9: 'Otro estado, $41,600, 8 semanas, el empleador paga el 50%',
  example10: 'Nueva Jersey 2026, $15,000, 10 semanas',
  example11: 'California, licencia desde el 1 de junio de 2025, $62,400, 12 semanas',
  example12: 'Rhode Island, $104,000, 12 semanas desde el 26 de noviembre de 2026',
  example13: 'Hawái 2026 (solo discapacidad), $52,000, 8 semanas',
  example14: 'Maryland 2026, $52,000, 12 semanas',
  example15: 'Washington 2026, $104,000, 18 semanas',
  totalPayDuringYour: 'Pago total durante tu licencia',
  averageWeeklyPayDuring: 'Pago semanal promedio durante la licencia',
  incomeGap: 'Diferencia de ingresos',
  saveEachMonthFor: 'Ahorra cada mes durante {months} meses',
  whichBenefitToTake: 'Qué beneficio tomar después del nacimiento',
  thisLeaveStartsAfter:
    'Tu licencia empieza después del último día que cubren nuestras cifras de tu estado: consulta “Sobre el programa de tu estado” para ver las cifras usadas y la fecha en que se basan.',
  yourStateSProgram: 'El programa de tu estado',
  statePrograms: 'Programas estatales',
  program: 'Programa',
  yourWeeklyBenefit: 'Tu beneficio semanal',
  shareOfYourPay: 'Porcentaje de tu pago',
  weeklyCap: 'Tope semanal',
  weeksForABirth: 'Semanas por un nacimiento',
  weeksInYourLeave: 'Semanas en tu licencia',
  aboutYourStateS: 'Sobre el programa de tu estado',
  weekByWeek: 'Semana a semana',
  benefitsSummary: 'Resumen de beneficios',
  weeklySalary: 'Salario semanal',
  stateWeeklyBenefitBonding: 'Beneficio semanal estatal (tasa de la licencia para crear vínculo)',
  stateWeeklyBenefit: 'Beneficio semanal estatal',
  pregnancyDisabilityWeeklyBenefit: 'Beneficio semanal por discapacidad por embarazo',
  employerWeeklyBenefit: 'Beneficio semanal del empleador',
  totalWeeklyBenefitBonding: 'Beneficio semanal total (tasa de la licencia para crear vínculo)',
  totalWeeklyBenefit: 'Beneficio semanal total',
  stateBenefitRate: 'Tasa del beneficio estatal',
  weeklyBreakdown: 'Desglose semanal',
  period: 'Periodo',
  weeks: 'Semanas',
  stateAWeek: 'Estado por semana',
  employerAWeek: 'Empleador por semana',
  totalAWeek: 'Total por semana',
  total: 'Total',
  incomeGapAndTax: 'Diferencia de ingresos e impuestos',
  regularPayForThe: 'Pago habitual por las mismas semanas',
  totalPayDuringLeave: 'Pago total durante la licencia',
  payReplaced: 'Pago reemplazado',
  taxImpact: 'Efecto de los impuestos',
  taxRateStateFederal: 'Tasa de impuestos ({stateTaxPercent}% estatal + {federalTaxPercent}% federal)',
  estimatedTaxesOnLeave: 'Impuestos estimados sobre el pago durante la licencia',
  leavePayAfterTax: 'Pago durante la licencia después de impuestos',
  incomeGapAfterTax: 'Diferencia de ingresos después de impuestos',
  savingsPlan: 'Plan de ahorro',
  monthsToSave: 'Meses para ahorrar',
  saveEachMonth: 'Ahorra cada mes',
  emergencyFundWeeksAt:
    'Fondo de emergencia ({emergencyFundWeeks} semanas al {emergencyFundPercentOfPay}% del pago)',
  totalSavingsGoal: 'Meta total de ahorro',
  shorterOrLongerLeave: 'Licencia más corta o más larga',
  compareLeaveLengths: 'Compara duraciones de la licencia',
  leavePay: 'Pago durante la licencia',
  regularPay: 'Pago habitual',
  gapAfterTax: 'Diferencia después de impuestos',
  saveAMonthFor: 'Ahorro al mes ({months} meses)',
  backToWork: 'De regreso al trabajo',
  backToWorkA: 'De regreso al trabajo (al mes)',
  childcareEstimate: 'Estimación del cuidado infantil',
  takeHomePay: 'Pago neto',
  leftAfterChildcare: 'Queda después del cuidado infantil',
  childcareWouldCostMore:
    'El cuidado infantil costaría más del 7% de tu pago, el tope que el HHS fijó en 2024 para los copagos de las familias con subsidio (una referencia, no una regla): planifica tu presupuesto para cubrirlo antes de regresar.',
  checklistsBeforeDuringAnd: 'Listas de tareas: antes, durante y después de tu licencia',
  beforeYourLeave: 'Antes de tu licencia',
  duringYourLeave: 'Durante tu licencia',
  afterYouReturn: 'Después de tu regreso',
  eligibilityWarnings: 'Avisos sobre los requisitos',
  benefitsShownAssumeEligibility: 'Los beneficios que se muestran suponen que se cumplen los requisitos.',
  recommendations: 'Recomendaciones',
  maternityLeavePayReport: 'Informe de pago durante la licencia por maternidad',
  maternityLeaveReportTxt: 'informe-licencia-por-maternidad.txt',
  myMaternityLeavePay: 'Mi estimación de pago durante la licencia por maternidad',
  state: 'Estado',
  leave: 'Licencia',
  yourLeave: 'Tu licencia',
  leaveStarts: 'Inicio de la licencia',
  leaveLength: 'Duración de la licencia',
  weeksTheStatePays: 'Semanas que el estado paga por un nacimiento',
  waitingPeriod: 'Periodo de espera',
  days: 'días',
  eligibility: 'Requisitos',
  anEstimateForInformation:
    'Una estimación solo con fines informativos, no asesoramiento financiero, fiscal ni legal. Verifica las cifras con el programa de tu estado y con tu empleador.',
  citedForCaliforniaRates: 'tasas para solicitudes desde 2025, SB 951; semanas',
  citedForCopaymentCap: 'el tope del copago; su derogación se propuso en enero de 2026',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'pago-licencia-por-maternidad';
