import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { createLiveRecapList } from './live-recap-list.js';
import type { LiveRecapsService } from './live-recaps.service.js';

export const CLASSROOM = '/live-class/classroom';
const tags = ['live'];
const OTHERS = 'Another school’s class answers 404; learners and parents are refused (403).';

/** The class-recap calls of spec 001 §7 and calls-chosen.tsv (docs/class-recap.md). */
export function registerLiveRecapRoutes(
  app: FastifyInstance,
  services: { recaps: LiveRecapsService; recapList: ReturnType<typeof createLiveRecapList> },
) {
  const { recaps, recapList } = services;

  route(
    app,
    `POST ${CLASSROOM}/addItemToClassRecap`,
    {
      tags,
      summary: 'Add an item the presenter opens while teaching the class to its recap learn-list',
      description:
        'The class’s presenter, while the class is taught (from its start, or when started early, to 15 minutes ' +
        'after its end; a recorded stream for a day more). The first item makes the recap (is_class_recap 1, ' +
        `named after the class) and attaches it to the class; an item already there is not added again (a resend ` +
        'counts once). made_at: when the item was opened on the device (one opened offline arrives later), ' +
        `believed up to its arrival; the class must have been taught then. ${OTHERS}`,
    },
    async (request) => ok(await recaps.addItem(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${CLASSROOM}/activeClass`,
    {
      tags,
      summary: 'The classes the caller presents and is teaching now, with their recaps (the teaching screen)',
      description:
        'Empty once the class’s window has passed and it records nothing (000 §4: the active-class state is reset).',
    },
    async (request) => ok(await recaps.activeClasses(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${CLASSROOM}/updatedLearnlistItemCount`,
    {
      tags,
      summary: 'Item counts of classes’ recaps (lecture_learnlist_ids)',
      description: `Pairs that are not a class’s recap of the caller’s schools are left out. ${OTHERS}`,
    },
    async (request) => ok(await recaps.counts(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${CLASSROOM}/publishUnpublishLiveClassLearnlist`,
    {
      tags,
      summary: 'Publish a class’s recap to its sections’ learners (is_published 1), or take it back (0)',
      description: `The class’s presenter, its creator or a school admin; an empty recap is not published (409). ${OTHERS}`,
    },
    async (request) => ok(await recaps.publish(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${CLASSROOM}/attachLearnListToClass`,
    {
      tags,
      summary: 'Make an existing learn-list of the school the class’s recap',
      description:
        'The class’s presenter, its creator or a school admin, with a list they may change that is not homework ' +
        `nor another class’s recap; a published recap is unpublished first (409). ${OTHERS}`,
    },
    async (request) => ok(await recaps.attach(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${CLASSROOM}/classroomRecapList`,
    {
      tags,
      summary: 'The recaps of a section’s classes between two days, with each class and the list’s items',
      description:
        'A learner reads their own sections’ published recaps (a parent: the active child’s, uuid names the ' +
        'child), with their completion and the assignment the items open through; the school’s staff read a ' +
        'section’s recaps as they are built (a teacher: a section they teach). Another section or school: 404.',
    },
    async (request) => ok(await recapList.recapList(requireUser(request), request.body)),
  );
}
