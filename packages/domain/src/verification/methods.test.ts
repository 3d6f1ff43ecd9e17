import { describe, expect, it } from 'vitest';
import type { VerificationMethodType, VerificationOutcome } from '@fairdraw/contracts';
import {
  canAttempt,
  hasPendingVerification,
  isCustomerVerified,
  methodStatus,
  verificationMethods,
  type AttemptFacts,
} from './methods';

let tick = 0;
const attempt = (method: VerificationMethodType, outcome: VerificationOutcome): AttemptFacts => ({
  method,
  outcome,
  createdAt: new Date(Date.UTC(2026, 0, 1) + ++tick * 1000),
});

describe('methodStatus', () => {
  it.each<[string, VerificationMethodType, AttemptFacts[], string]>([
    ['a method Fairdraw does not offer', 'connect_id', [], 'disabled'],
    ['greenid is not offered either', 'greenid_ui', [], 'disabled'],
    ['no attempt', 'auto_verification', [], 'not_attempted'],
    [
      'another method attempted',
      'auto_verification',
      [attempt('drivers_licence', 'failed')],
      'not_attempted',
    ],
    ['a document waiting for review', 'pdf_form', [attempt('pdf_form', 'awaiting_review')], 'pending'],
    [
      'a document being reviewed',
      'photo_id_upload',
      [attempt('photo_id_upload', 'in_review')],
      'in_progress',
    ],
    ['a rejected document', 'pdf_form', [attempt('pdf_form', 'rejected')], 'attempted'],
    ['an approved document', 'pdf_form', [attempt('pdf_form', 'approved')], 'attempted'],
    ['a passed check', 'auto_verification', [attempt('auto_verification', 'passed')], 'attempted'],
    ['one failed check', 'auto_verification', [attempt('auto_verification', 'failed')], 'attempted'],
    [
      'three failed checks',
      'drivers_licence',
      [
        attempt('drivers_licence', 'failed'),
        attempt('drivers_licence', 'failed'),
        attempt('drivers_licence', 'failed'),
      ],
      'disabled',
    ],
    [
      'a rejected then a new upload',
      'pdf_form',
      [attempt('pdf_form', 'rejected'), attempt('pdf_form', 'awaiting_review')],
      'pending',
    ],
    [
      'documents never run out of attempts',
      'pdf_form',
      [attempt('pdf_form', 'rejected'), attempt('pdf_form', 'rejected'), attempt('pdf_form', 'rejected')],
      'attempted',
    ],
  ])('%s → %s', (_name, method, attempts, status) => {
    expect(methodStatus(method, attempts)).toBe(status);
  });
});

describe('hasPendingVerification (any method other than photo upload is pending)', () => {
  it.each<[string, AttemptFacts[], boolean]>([
    ['nothing attempted', [], false],
    ['only a photo upload is pending', [attempt('photo_id_upload', 'awaiting_review')], false],
    ['the pdf form is pending', [attempt('pdf_form', 'awaiting_review')], true],
    [
      'photo pending and form pending',
      [attempt('photo_id_upload', 'awaiting_review'), attempt('pdf_form', 'awaiting_review')],
      true,
    ],
    ['the form is in review, not pending', [attempt('pdf_form', 'in_review')], false],
    ['a failed instant check', [attempt('auto_verification', 'failed')], false],
  ])('%s → %s', (_name, attempts, pending) => {
    expect(hasPendingVerification(verificationMethods(attempts))).toBe(pending);
  });

  it('applies to any pending type other than photo upload, whatever produced it', () => {
    expect(hasPendingVerification([{ type: 'connect_id', status: 'pending' }])).toBe(true);
    expect(hasPendingVerification([{ type: 'photo_id_upload', status: 'pending' }])).toBe(false);
  });
});

describe('isCustomerVerified', () => {
  it.each<[string, boolean, AttemptFacts[], boolean]>([
    ['account flag', true, [], true],
    ['nothing', false, [], false],
    ['a passed check', false, [attempt('auto_verification', 'passed')], true],
    ['an approved document', false, [attempt('photo_id_upload', 'approved')], true],
    [
      'only failures and rejections',
      false,
      [attempt('auto_verification', 'failed'), attempt('pdf_form', 'rejected')],
      false,
    ],
    ['a document waiting', false, [attempt('pdf_form', 'awaiting_review')], false],
  ])('%s → %s', (_name, flag, attempts, verified) => {
    expect(isCustomerVerified(flag, attempts)).toBe(verified);
  });
});

describe('canAttempt', () => {
  it.each<[string, VerificationMethodType, AttemptFacts[], string]>([
    ['fresh', 'auto_verification', [], 'allowed'],
    ['not offered', 'connect_id', [], 'not_offered'],
    ['waiting for review', 'pdf_form', [attempt('pdf_form', 'awaiting_review')], 'awaiting_review'],
    ['in review', 'photo_id_upload', [attempt('photo_id_upload', 'in_review')], 'awaiting_review'],
    [
      'out of attempts',
      'auto_verification',
      [
        attempt('auto_verification', 'failed'),
        attempt('auto_verification', 'failed'),
        attempt('auto_verification', 'failed'),
      ],
      'too_many_attempts',
    ],
    [
      'after two failures',
      'auto_verification',
      [attempt('auto_verification', 'failed'), attempt('auto_verification', 'failed')],
      'allowed',
    ],
  ])('%s → %s', (_name, method, attempts, expected) => {
    const answer = canAttempt(method, attempts);
    expect(answer.allowed ? 'allowed' : answer.reason).toBe(expected);
  });
});
