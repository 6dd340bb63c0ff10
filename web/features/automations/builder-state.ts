/**
 * The builder's edit state, one reducer over the flow's definition (web/GUIDE.md › Flows with several
 * states): insert, remove, move and update steps, the trigger and the flow's settings, which part is
 * selected, where people waiting at removed steps go (the save's `moves`), and what a stale save (409)
 * left behind. Pure; tests/unit/web/flow-builder-state.test.ts lists its transitions.
 */
import type {
  FlowDefinition,
  FlowDetailResponse,
  FlowStep,
  FlowTrigger,
} from '../../../shared/contracts/flows';
import {
  allSteps,
  findStep,
  insertStep,
  listAt,
  moveStep,
  removeStep,
  replaceStep,
  slotOf,
  type StepSlot,
} from './flow-tree';

/** What the editor panel shows: the trigger, the flow's settings, or one step. */
export type Selection = { kind: 'trigger' } | { kind: 'settings' } | { kind: 'step'; id: string } | null;
/** Where people waiting at a removed step go: another step's id, or 'exit'. */
export type MoveTarget = string;

export interface BuilderState {
  name: string;
  definition: FlowDefinition;
  /** The version this edit started from (the save's expectedVersion). */
  baseVersion: number;
  selected: Selection;
  moves: Record<string, MoveTarget>;
  dirty: boolean;
  /** A new step to move keyboard focus to once drawn. */
  focusId: string | null;
  /** Set when a save found a newer version (409): its number once reloaded, 0 until then. */
  conflict: number | null;
}

export type BuilderAction =
  | { type: 'loaded'; flow: Pick<FlowDetailResponse, 'name' | 'definition' | 'version'> }
  | { type: 'discard'; flow: Pick<FlowDetailResponse, 'name' | 'definition' | 'version'> }
  | { type: 'saved'; flow: Pick<FlowDetailResponse, 'name' | 'definition' | 'version'> }
  | { type: 'conflict' }
  | { type: 'insert'; at: StepSlot; step: FlowStep }
  | { type: 'remove'; id: string; waiting: readonly string[]; to: MoveTarget }
  | { type: 'move'; id: string; to: StepSlot }
  | { type: 'update'; step: FlowStep }
  | { type: 'trigger'; trigger: FlowTrigger }
  | { type: 'settings'; change: Partial<Pick<FlowDefinition, 'filters' | 'exitEvents' | 'reentry'>> }
  | { type: 'rename'; name: string }
  | { type: 'select'; selection: Selection }
  | { type: 'focused' };

export function initialBuilderState(
  flow: Pick<FlowDetailResponse, 'name' | 'definition' | 'version'>,
): BuilderState {
  return {
    name: flow.name,
    definition: flow.definition,
    baseVersion: flow.version,
    selected: null,
    moves: {},
    dirty: false,
    focusId: null,
    conflict: null,
  };
}

const editSteps = (state: BuilderState, steps: FlowStep[]): BuilderState =>
  steps === state.definition.steps
    ? state
    : { ...state, definition: { ...state.definition, steps }, dirty: true };

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'loaded':
      // A reload never overwrites an edit in progress: after a 409 it only moves the base version on.
      if (!state.dirty) return { ...initialBuilderState(action.flow), selected: state.selected };
      return state.conflict === null
        ? state
        : { ...state, baseVersion: action.flow.version, conflict: action.flow.version };
    case 'discard':
    case 'saved':
      return {
        ...initialBuilderState(action.flow),
        selected: keepSelection(state.selected, action.flow.definition),
      };
    case 'conflict':
      return { ...state, conflict: 0 };
    case 'insert': {
      if (findStep(state.definition.steps, action.step.id)) return state;
      const next = editSteps(state, insertStep(state.definition.steps, action.at, action.step));
      return { ...next, selected: { kind: 'step', id: action.step.id }, focusId: action.step.id };
    }
    case 'remove':
      return removeWithMoves(state, action.id, action.waiting, action.to);
    case 'move':
      return editSteps(state, moveStep(state.definition.steps, action.id, action.to));
    case 'update':
      return editSteps(state, replaceStep(state.definition.steps, action.step));
    case 'trigger':
      return { ...state, definition: { ...state.definition, trigger: action.trigger }, dirty: true };
    case 'settings':
      return { ...state, definition: { ...state.definition, ...action.change }, dirty: true };
    case 'rename':
      return { ...state, name: action.name, dirty: true };
    case 'select':
      return { ...state, selected: action.selection };
    case 'focused':
      return { ...state, focusId: null };
  }
}

/**
 * Removes a step with its branches. People waiting at it (or at a step in its branches: `waiting` names
 * those) go to `to`; earlier moves that pointed into the removed part follow them there.
 */
function removeWithMoves(
  state: BuilderState,
  id: string,
  waiting: readonly string[],
  to: MoveTarget,
): BuilderState {
  const step = findStep(state.definition.steps, id);
  if (!step) return state;
  const gone = new Set(allSteps([step]).map((s) => s.id));
  const target = gone.has(to) ? 'exit' : to;
  const moves = Object.fromEntries(
    Object.entries(state.moves).map(([from, dest]) => [from, gone.has(dest) ? target : dest]),
  );
  for (const removed of waiting) if (gone.has(removed)) moves[removed] = target;
  const selected = state.selected?.kind === 'step' && gone.has(state.selected.id) ? null : state.selected;
  const next = { ...editSteps(state, removeStep(state.definition.steps, id)), moves, selected };
  return { ...next, focusId: focusAfterRemove(state.definition.steps, id) };
}

/** Keyboard focus after a removal: the step before it in its list, else the step whose branch held it. */
function focusAfterRemove(steps: FlowStep[], id: string): string | null {
  const slot = slotOf(steps, id);
  if (!slot) return null;
  const list = listAt(steps, slot) ?? [];
  return list[slot.index - 1]?.id ?? slot.parentId;
}

function keepSelection(selected: Selection, definition: FlowDefinition): Selection {
  if (selected?.kind !== 'step') return selected;
  return findStep(definition.steps, selected.id) ? selected : null;
}

/** The ids in a step's part of the tree (itself and its branches) where people wait now. */
export function waitingIn(step: FlowStep, stepStats: Record<string, { waiting: number }>): string[] {
  return allSteps([step])
    .map((s) => s.id)
    .filter((sid) => (stepStats[sid]?.waiting ?? 0) > 0);
}

/** The page's reducer: nothing until the flow first loads, then builderReducer. */
export function builderPageReducer(state: BuilderState | null, action: BuilderAction): BuilderState | null {
  if (state !== null) return builderReducer(state, action);
  return action.type === 'loaded' ? initialBuilderState(action.flow) : null;
}
