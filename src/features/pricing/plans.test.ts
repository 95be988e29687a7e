import { describe, expect, it } from 'vitest'
import { formatPlanPrice, PLAN_BUTTONS, PLAN_IDS, PLAN_TEXTS, planButton, REQUEST_REPORT_LABEL, type PlanId } from './plans'

const text = (id: PlanId) => PLAN_TEXTS.find((p) => p.id === id)!

describe('pricing plans (001 §2, §9)', () => {
  it('are the three plans of the spec, texts and buttons in the same order', () => {
    expect(PLAN_TEXTS.map((p) => p.name)).toEqual(['Title Search Report', 'Complete Property Due Diligence', 'Legal Advisory'])
    expect(PLAN_TEXTS.map((p) => p.id)).toEqual(PLAN_IDS)
    expect(PLAN_IDS).toEqual(['title-search', 'due-diligence', 'legal-advisory'])
  })

  it('fill every field of a card', () => {
    for (const p of PLAN_TEXTS) {
      for (const field of ['name', 'tag', 'description', 'headline', 'extra'] as const) expect(p[field].trim(), `${p.id}.${field}`).not.toBe('')
      expect(p.benefits.length, p.id).toBeGreaterThan(0)
      expect(formatPlanPrice(p.price)).not.toBe('')
      expect(PLAN_BUTTONS[p.id].label.trim(), p.id).not.toBe('')
      expect(['APP', 'FORM']).toContain(PLAN_BUTTONS[p.id].action)
    }
  })

  it('carry the spec’s prices and times', () => {
    expect(formatPlanPrice(text('title-search').price)).toBe('₦100,000')
    expect(text('title-search').price).toMatchObject({ per: 'per search' })
    expect(text('title-search').extra).toContain('within 48 hours')
    expect(formatPlanPrice(text('due-diligence').price)).toBe('From ₦455,000')
    expect(text('due-diligence').extra).toContain('3–5 days')
    expect(formatPlanPrice(text('legal-advisory').price)).toBe('By quote')
  })

  it('label every FORM button ‘Request report’', () => {
    expect(REQUEST_REPORT_LABEL).toBe('Request report')
    for (const id of PLAN_IDS) if (PLAN_BUTTONS[id].action === 'FORM') expect(PLAN_BUTTONS[id].label).toBe('Request report')
  })
})

describe('planButton', () => {
  it('keeps APP for a tenant that verifies properties', () => {
    expect(planButton('title-search', true)).toEqual({ label: 'Order a title search', action: 'APP' })
  })

  it('falls back to the request-report form where the tenant does not', () => {
    expect(planButton('title-search', false)).toEqual({ label: 'Request report', action: 'FORM' })
  })

  it('leaves FORM plans alone either way', () => {
    for (const verifies of [true, false]) {
      expect(planButton('due-diligence', verifies)).toEqual({ label: 'Request report', action: 'FORM' })
      expect(planButton('legal-advisory', verifies)).toEqual({ label: 'Request report', action: 'FORM' })
    }
  })
})
