// WordNet classes so broad that reaching one says nothing about a policy's words ("ring" →
// "object", "band" → "unit"): both the retrieval's expansions and the condition reader's closure
// leave them out.
export const BROAD_CLASSES: readonly string[] = (
  'entity, physical entity, abstraction, abstract entity, object, physical object, whole, unit, ' +
  'artifact, artefact, thing, matter, substance, instrumentality, instrumentation, device, ' +
  'structure, construction, act, deed, human action, human activity, event, happening, occurrence, ' +
  'occurrent, natural event, state, condition, attribute, quality, property, group, grouping, ' +
  'relation, location, person, individual, someone, somebody, organism, being, causal agent, ' +
  'cause, agent, psychological feature, communication, measure, quantity, amount, content, idea, ' +
  'cognition, activity, action, change, process, possession, covering, cover, part, portion, ' +
  'piece, area, region, place, position, point, time, period, time period, case, make, do, get, ' +
  'have, be, go, give, take, use, move, travel, article, creation, way'
).split(', ');
