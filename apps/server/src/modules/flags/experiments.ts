import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  variantFor,
  type Experiment,
  type ExperimentCreateRequest,
  type ExperimentResults,
} from '@alphadesk/contracts';
import { sampleRatioMismatch, twoProportionZTest } from '@alphadesk/core';
import { AppError } from '../../platform/errors.ts';
import type { FlagsDeps, StaffActor } from './ports.ts';
import type { ExperimentRow, FlagsRepository } from './repository.ts';

type Status = ExperimentRow['status'];

/** Which status may follow which (spec §4: running, completed, paused, draft). */
const transitions: Record<Status, readonly Status[]> = {
  draft: ['running', 'completed'],
  running: ['paused', 'completed'],
  paused: ['running', 'completed'],
  completed: [],
};

/** Significance level of the results' z-tests. */
const alpha = 0.05;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A/B experiments: variants split by the shared bucket, exposures from the member site, conversions from payments. */
export function createExperimentService(deps: FlagsDeps, repository: FlagsRepository) {
  const { audit, now } = deps;
  const db = repository.db;

  async function tallies(experimentId?: string) {
    const { exposures, conversions } = await repository.tallies(experimentId);
    const get = (rows: typeof exposures, id: string, variant?: string) =>
      rows
        .filter((row) => row.experimentId === id && (variant === undefined || row.variant === variant))
        .reduce((sum, row) => sum + Number(row.n), 0);
    return {
      exposures: (id: string, variant?: string) => get(exposures, id, variant),
      conversions: (id: string, variant?: string) => get(conversions, id, variant),
    };
  }

  function present(row: ExperimentRow, counts: Awaited<ReturnType<typeof tallies>>): Experiment {
    return {
      id: row.id,
      key: row.key,
      name: row.name,
      description: row.description,
      status: row.status,
      surface: row.surface as Experiment['surface'],
      conversion_event: 'payment_completed',
      variants: row.variants,
      started_at: iso(row.startedAt),
      ended_at: iso(row.endedAt),
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
      exposures: counts.exposures(row.id),
      conversions: counts.conversions(row.id),
    };
  }

  async function load(id: string) {
    const row = await repository.experiment(id);
    if (!row) throw new AppError('EXPERIMENT_NOT_FOUND');
    return row;
  }

  return {
    async list(status?: Status): Promise<Experiment[]> {
      const counts = await tallies();
      return (await repository.experiments(status)).map((row) => present(row, counts));
    },

    async create(actor: StaffActor, input: z.output<typeof ExperimentCreateRequest>): Promise<Experiment> {
      const id = randomUUID();
      const at = now();
      await db.transaction(async (tx) => {
        const inserted = await repository.insertExperiment(
          {
            id,
            key: input.key,
            name: input.name,
            description: input.description,
            status: input.start ? 'running' : 'draft',
            surface: input.surface,
            variants: input.variants,
            startedAt: input.start ? at : null,
            createdBy: actor.name,
            createdAt: at,
          },
          tx,
        );
        if (!inserted) throw new AppError('EXPERIMENT_KEY_TAKEN');
        await audit.record(
          {
            action: 'experiment.created',
            actor,
            target: { type: 'experiment', id: input.key },
            after: input,
          },
          tx,
        );
      });
      return present(await load(id), await tallies(id));
    },

    async setStatus(actor: StaffActor, id: string, status: Status, reason: string): Promise<Experiment> {
      const row = await load(id);
      if (!transitions[row.status].includes(status)) throw new AppError('EXPERIMENT_BAD_TRANSITION');
      const at = now();
      await db.transaction(async (tx) => {
        const changed = await repository.setExperimentStatus(
          id,
          row.status,
          {
            status,
            ...(status === 'running' && !row.startedAt ? { startedAt: at } : {}),
            ...(status === 'completed' ? { endedAt: at } : {}),
          },
          tx,
        );
        if (!changed) throw new AppError('EXPERIMENT_BAD_TRANSITION');
        await audit.record(
          {
            action: 'experiment.status_changed',
            actor,
            target: { type: 'experiment', id: row.key },
            before: { status: row.status },
            after: { status },
            details: { reason },
          },
          tx,
        );
      });
      return present(await load(id), await tallies(id));
    },

    /**
     * Results: conversion rate per variant, each variant against the first (control) by a
     * two-proportion z-test, and the sample-ratio check of exposures against the planned split.
     */
    async results(id: string): Promise<Omit<ExperimentResults, 'success'>> {
      const row = await load(id);
      const counts = await tallies(id);
      const arms = row.variants.map((variant) => ({
        ...variant,
        exposures: counts.exposures(id, variant.key),
        conversions: counts.conversions(id, variant.key),
      }));
      const control = arms[0]!;
      const srm = sampleRatioMismatch(
        arms.map((arm) => arm.exposures),
        arms.map((arm) => arm.weight),
      );
      return {
        experiment: present(row, counts),
        alpha,
        variants: arms.map((arm, index) => {
          const test =
            index === 0
              ? null
              : twoProportionZTest(
                  { trials: control.exposures, successes: control.conversions },
                  { trials: arm.exposures, successes: arm.conversions },
                );
          return {
            key: arm.key,
            name: arm.name,
            weight: arm.weight,
            exposures: arm.exposures,
            conversions: arm.conversions,
            conversion_rate: arm.exposures > 0 ? arm.conversions / arm.exposures : 0,
            lift: test?.lift ?? null,
            z_score: test?.z ?? null,
            p_value: test?.pValue ?? null,
            significant: !!test && test.pValue < alpha,
          };
        }),
        sample_ratio: {
          chi_square: srm.chiSquare,
          degrees_of_freedom: srm.degreesOfFreedom,
          p_value: srm.pValue,
          mismatch: srm.mismatch,
        },
      };
    },

    /** The member's variant of every running experiment. */
    async assignments(userId: string): Promise<Record<string, { variant: string; surface: string }>> {
      const answer: Record<string, { variant: string; surface: string }> = {};
      for (const row of await repository.experiments('running')) {
        const variant = variantFor(row.key, userId, row.variants);
        if (variant) answer[row.key] = { variant: variant.key, surface: row.surface };
      }
      return answer;
    },

    /** The member was shown the experiment's surface: their first exposure is counted. */
    async expose(userId: string, key: string): Promise<{ variant: string; recorded: boolean }> {
      const row = await repository.experimentByKey(key);
      if (!row) throw new AppError('EXPERIMENT_NOT_FOUND');
      if (row.status !== 'running') throw new AppError('EXPERIMENT_NOT_RUNNING');
      const variant = variantFor(row.key, userId, row.variants);
      if (!variant) throw new AppError('EXPERIMENT_NOT_RUNNING');
      const recorded = await repository.expose({
        experimentId: row.id,
        userId,
        variant: variant.key,
        exposedAt: now(),
      });
      return { variant: variant.key, recorded };
    },

    /** A completed payment converts the payer in every running experiment they were exposed to. */
    paymentCompleted(event: { userId: string; orderNumber: string; amount: number; paidAt: Date }) {
      return repository.convert(event.userId, event.orderNumber, event.amount, event.paidAt);
    },
  };
}
export type ExperimentService = ReturnType<typeof createExperimentService>;
