import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  configEnvironments,
  rolloutBucket,
  type FeatureFlag,
  type FeatureFlagCreateRequest,
  type FeatureFlagUpdateRequest,
  type FlagEnvironmentState,
  type Tier,
} from '@alphadesk/contracts';
import { evaluateFlag } from '@alphadesk/core';
import { AppError } from '../../platform/errors.ts';
import type { FlagsDeps, StaffActor } from './ports.ts';
import type { FlagRow, FlagsRepository, FlagStateRow } from './repository.ts';

type Environment = (typeof configEnvironments)[number];

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A state never written reads as off, at 100 % of every tier. */
function stateOf(states: readonly FlagStateRow[], environment: Environment): FlagEnvironmentState {
  const row = states.find((state) => state.environment === environment);
  return {
    environment,
    enabled: row?.enabled ?? false,
    rollout_percentage: (row?.rolloutBasisPoints ?? 10_000) / 100,
    target_tiers: (row?.targetTiers ?? []) as Tier[],
    emergency_disabled: !!row?.emergencyAt,
    emergency_reason: row?.emergencyReason ?? null,
    emergency_disabled_by: row?.emergencyBy ?? null,
    emergency_disabled_at: iso(row?.emergencyAt ?? null),
    updated_by: row?.updatedBy ?? null,
    updated_at: iso(row?.updatedAt ?? null),
  };
}

function present(flag: FlagRow, states: readonly FlagStateRow[], environment: Environment): FeatureFlag {
  const current = stateOf(states, environment);
  return {
    id: flag.id,
    key: flag.key,
    name: flag.name,
    description: flag.description,
    created_at: flag.createdAt.toISOString(),
    environment,
    enabled: current.enabled,
    rollout_percentage: current.rollout_percentage,
    target_tiers: current.target_tiers,
    emergency_disabled: current.emergency_disabled,
    environments: configEnvironments.map((name) => stateOf(states, name)),
  };
}

const toRow = (flagId: string, state: FlagEnvironmentState) => ({
  flagId,
  environment: state.environment,
  enabled: state.enabled,
  rolloutBasisPoints: Math.round(state.rollout_percentage * 100),
  targetTiers: state.target_tiers,
  emergencyReason: state.emergency_reason,
  emergencyBy: state.emergency_disabled_by,
  emergencyAt: state.emergency_disabled_at ? new Date(state.emergency_disabled_at) : null,
});

/** Feature flags: staff edit them per environment; members get them evaluated for themselves. */
export function createFlagService(deps: FlagsDeps, repository: FlagsRepository) {
  const { audit, now } = deps;
  const db = repository.db;

  async function load(idOrKey: string) {
    const found = await repository.flag(idOrKey);
    if (!found) throw new AppError('FLAG_NOT_FOUND');
    return found;
  }

  /** Writes one environment's new state and its audit entry in one transaction. */
  async function change(
    actor: StaffActor,
    idOrKey: string,
    environment: Environment,
    action: string,
    edit: (state: FlagEnvironmentState) => FlagEnvironmentState,
    details?: Record<string, unknown>,
  ): Promise<FeatureFlag> {
    const { flag, states } = await load(idOrKey);
    const before = stateOf(states, environment);
    const after = edit(before);
    const at = now();
    await db.transaction(async (tx) => {
      await repository.upsertState({ ...toRow(flag.id, after), updatedBy: actor.name, updatedAt: at }, tx);
      await audit.record(
        {
          action,
          actor,
          target: { type: 'feature_flag', id: flag.key },
          before,
          after,
          details: { environment, ...details },
        },
        tx,
      );
    });
    const reloaded = await load(flag.id);
    return present(reloaded.flag, reloaded.states, environment);
  }

  return {
    async list(environment: Environment): Promise<FeatureFlag[]> {
      return (await repository.flags()).map(({ flag, states }) => present(flag, states, environment));
    },

    async create(actor: StaffActor, input: z.output<typeof FeatureFlagCreateRequest>): Promise<FeatureFlag> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const inserted = await repository.insertFlag(
          {
            id,
            key: input.key,
            name: input.name,
            description: input.description,
            createdBy: actor.name,
            createdAt: now(),
          },
          tx,
        );
        if (!inserted) throw new AppError('FLAG_KEY_TAKEN');
        await audit.record(
          {
            action: 'feature_flag.created',
            actor,
            target: { type: 'feature_flag', id: input.key },
            after: input,
          },
          tx,
        );
      });
      const created = await load(id);
      return present(created.flag, created.states, 'production');
    },

    async update(
      actor: StaffActor,
      idOrKey: string,
      input: z.output<typeof FeatureFlagUpdateRequest>,
    ): Promise<FeatureFlag> {
      const { flag } = await load(idOrKey);
      if (input.name !== undefined || input.description !== undefined) {
        await repository.updateFlagText(flag.id, { name: input.name, description: input.description });
      }
      return change(
        actor,
        flag.id,
        input.environment,
        'feature_flag.updated',
        (state) => ({
          ...state,
          rollout_percentage: input.rollout_percentage ?? state.rollout_percentage,
          target_tiers: input.target_tiers ? [...new Set(input.target_tiers)] : state.target_tiers,
        }),
        { name: input.name, description: input.description },
      );
    },

    /** Turning a flag on again also clears an emergency stop in that environment. */
    toggle(actor: StaffActor, idOrKey: string, enabled: boolean, environment: Environment) {
      return change(
        actor,
        idOrKey,
        environment,
        enabled ? 'feature_flag.enabled' : 'feature_flag.disabled',
        (state) => ({
          ...state,
          enabled,
          ...(enabled
            ? {
                emergency_disabled: false,
                emergency_reason: null,
                emergency_disabled_by: null,
                emergency_disabled_at: null,
              }
            : {}),
        }),
      );
    },

    /** Stops a flag in every environment at once, with the reason, for whoever is on call. */
    async emergencyDisable(actor: StaffActor, idOrKey: string, reason: string): Promise<FeatureFlag> {
      const { flag, states } = await load(idOrKey);
      const before = configEnvironments.map((environment) => stateOf(states, environment));
      if (before.every((state) => state.emergency_disabled)) throw new AppError('FLAG_ALREADY_DISABLED');
      const at = now();
      const after = before.map((state) => ({
        ...state,
        enabled: false,
        emergency_disabled: true,
        emergency_reason: reason,
        emergency_disabled_by: actor.name,
        emergency_disabled_at: at.toISOString(),
      }));
      await db.transaction(async (tx) => {
        for (const state of after) {
          await repository.upsertState(
            { ...toRow(flag.id, state), updatedBy: actor.name, updatedAt: at },
            tx,
          );
        }
        await audit.record(
          {
            action: 'feature_flag.emergency_disabled',
            actor,
            target: { type: 'feature_flag', id: flag.key },
            before: before.map(({ environment, enabled }) => ({ environment, enabled })),
            after: { enabled: false },
            details: { reason },
          },
          tx,
        );
      });
      const reloaded = await load(flag.id);
      return present(reloaded.flag, reloaded.states, 'production');
    },

    /** Every flag's value for a member in the server's environment. */
    async evaluate(member: { userId: string; tier: string }): Promise<Record<string, boolean>> {
      const environment = (configEnvironments as readonly string[]).includes(deps.environment)
        ? (deps.environment as Environment)
        : 'production';
      const answer: Record<string, boolean> = {};
      for (const { flag, states } of await repository.flags()) {
        const state = stateOf(states, environment);
        answer[flag.key] = evaluateFlag(
          {
            enabled: state.enabled,
            rolloutPercentage: state.rollout_percentage,
            targetTiers: state.target_tiers,
            emergencyDisabled: state.emergency_disabled,
          },
          { tier: member.tier, bucket: rolloutBucket(flag.key, member.userId) },
        );
      }
      return answer;
    },
  };
}
export type FlagService = ReturnType<typeof createFlagService>;
