import type { Agent, AgentNode } from './agent.js';

/** Spec 000 §3 "Template": key, name, description, icon and the template body. */
export const TEMPLATE_KEYS = [
  'customer-support',
  'real-estate-agent',
  'health-care-agent',
  'confirm-email',
  'make-appointment',
  'blank-template',
  'game-npc',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export const TEMPLATE_TABS = ['All Templates', 'Customer Support', 'Utility', 'Entertainment'] as const;
export type TemplateTab = (typeof TEMPLATE_TABS)[number];

export const DEFAULT_TEMPLATE_KEY: TemplateKey = 'blank-template';

/** The agent fields a template sets on top of the new-agent defaults. */
export type TemplateBody = Partial<
  Pick<
    Agent,
    | 'description'
    | 'proactiveMessage'
    | 'vg_systemPrompt'
    | 'vg_initPrompt'
    | 'vg_initMessages'
    | 'vg_temperature'
    | 'vg_maxTokens'
    | 'enableHumanHandoff'
    | 'acceptFileUpload'
    | 'UIhandoffTitle'
    | 'UIhandoffSubtitle'
    | 'nodes'
  >
>;

export interface AgentTemplate {
  key: TemplateKey;
  name: string;
  description: string;
  /** Name of the icon the dashboard draws for the card. */
  icon: string;
  tab: Exclude<TemplateTab, 'All Templates'>;
  body: TemplateBody;
}

/** A start leading to one step holding the template's instructions, which ends on a goodbye. */
function flow(instructions: string, notes: string[] = []): AgentNode[] {
  return [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start', next: 'main' } },
    {
      id: 'main',
      type: 'default',
      position: { x: 0, y: 160 },
      data: {
        name: 'Conversation',
        instructions,
        transitions: [
          { id: 'goodbye', condition: 'The visitor says goodbye and has nothing more to ask.', target: 'end' },
        ],
      },
    },
    ...notes.map(
      (note, i): AgentNode => ({
        id: `note-${i + 1}`,
        type: 'note',
        position: { x: 360, y: 160 * i },
        data: { text: note },
      }),
    ),
    { id: 'end', type: 'end', position: { x: 0, y: 320 }, data: { label: 'End', message: '' } },
  ];
}

const lines = (...text: string[]) => text.join('\n');

export const AGENT_TEMPLATES: readonly AgentTemplate[] = [
  {
    key: 'customer-support',
    name: 'Customer Support',
    description: 'Answers product questions, solves common problems and hands over to your team.',
    icon: 'headset',
    tab: 'Customer Support',
    body: {
      description: 'Answers customer questions around the clock.',
      proactiveMessage: '👋 Questions about your order or our products? Ask me!',
      vg_systemPrompt: lines(
        'You are the customer support assistant of this company.',
        'Goals: solve the customer’s problem in as few messages as possible, and leave them feeling looked after.',
        'How to work:',
        '1. Understand the problem. Ask one clarifying question at a time (order number, product, what they already tried).',
        '2. Answer from the knowledge base. Quote exact steps, keep answers under 120 words, use bullet lists for steps.',
        '3. If the answer is not in the knowledge base, or the customer is upset, asks for a refund or asks for a person, offer a handoff to a human.',
        'Never invent order statuses, prices, delivery dates or policies. Never ask for passwords or full card numbers.',
      ),
      vg_initMessages: ['Hi! 👋 I’m here to help with orders, products and accounts. What can I do for you?'],
      vg_temperature: 0.3,
      enableHumanHandoff: true,
      UIhandoffTitle: 'Talk to our support team',
      UIhandoffSubtitle: 'A support agent will take over this conversation.',
      nodes: flow('Help the customer with their question; offer a human handoff when you cannot solve it.', [
        'Add your help-centre articles in the Knowledge tab so answers stay accurate.',
      ]),
    },
  },
  {
    key: 'real-estate-agent',
    name: 'Real Estate Agent',
    description: 'Qualifies buyers and renters, suggests listings and books viewings.',
    icon: 'home',
    tab: 'Customer Support',
    body: {
      description: 'Helps buyers and renters find the right property.',
      proactiveMessage: '🏡 Looking for a new home? I can help you find it.',
      vg_systemPrompt: lines(
        'You are a real estate assistant for this agency.',
        'Qualify each visitor: buy or rent, area, budget, number of bedrooms, move-in date, must-haves.',
        'Ask for these one or two at a time, never as a long form.',
        'Suggest only properties that appear in the knowledge base, with price, size and a short reason why they fit.',
        'When a visitor is interested, offer to book a viewing and collect name, email and phone number.',
        'Do not give legal, tax or mortgage advice; suggest speaking to an advisor instead.',
      ),
      vg_initMessages: ['Hello! 🏡 Are you looking to buy or to rent?'],
      vg_temperature: 0.5,
      nodes: flow('Qualify the visitor, suggest matching listings, and offer a viewing.'),
    },
  },
  {
    key: 'health-care-agent',
    name: 'Health Care Agent',
    description: 'Answers practice questions, explains services and helps patients book a visit.',
    icon: 'stethoscope',
    tab: 'Customer Support',
    body: {
      description: 'Front desk assistant for your practice.',
      proactiveMessage: '👋 Need an appointment or have a question about our services?',
      vg_systemPrompt: lines(
        'You are the front-desk assistant of a health-care practice.',
        'You help with opening hours, services, prices, insurance questions and appointment requests, using only the knowledge base.',
        'You do not diagnose, prescribe or give medical advice. For symptoms, suggest booking a visit;',
        'for anything urgent (chest pain, trouble breathing, severe bleeding, thoughts of self-harm) tell the person to call the local emergency number immediately.',
        'Collect only what an appointment request needs: name, preferred date and time, reason in a few words, phone or email.',
        'Be calm, kind and brief.',
      ),
      vg_initMessages: ['Hello, welcome to our practice. How can I help you today?'],
      vg_temperature: 0.2,
      enableHumanHandoff: true,
      UIhandoffTitle: 'Talk to our front desk',
      UIhandoffSubtitle: 'A member of our staff will reply here.',
      nodes: flow('Answer practice questions and take appointment requests; never give medical advice.'),
    },
  },
  {
    key: 'confirm-email',
    name: 'Confirm Email',
    description: 'Collects and double-checks a visitor’s email address.',
    icon: 'mail-check',
    tab: 'Utility',
    body: {
      description: 'Collects a correct email address.',
      proactiveMessage: '✉️ Want updates? Leave your email here.',
      vg_systemPrompt: lines(
        'Your only job is to collect the visitor’s email address correctly.',
        'Ask for the email address. When you get one, repeat it back letter by letter for anything ambiguous and ask the visitor to confirm.',
        'If it does not look like a valid address (missing @, missing domain, spaces), explain what looks wrong and ask again.',
        'Once confirmed, thank the visitor and tell them what they will receive. Do not ask for anything else.',
      ),
      vg_initMessages: ['Hi! What email address should we use to reach you?'],
      vg_temperature: 0.1,
      vg_maxTokens: 300,
      nodes: flow('Ask for the email, confirm it, and thank the visitor.'),
    },
  },
  {
    key: 'make-appointment',
    name: 'Make Appointment',
    description: 'Finds a time that works and books an appointment.',
    icon: 'calendar',
    tab: 'Utility',
    body: {
      description: 'Books appointments.',
      proactiveMessage: '📅 Want to book a time with us?',
      vg_systemPrompt: lines(
        'You book appointments for this business.',
        'Collect, in this order: the service wanted, a preferred day, a preferred time window, the visitor’s name, and an email or phone number.',
        'Offer only days and hours the knowledge base says are open. If a request falls outside them, propose the nearest alternatives.',
        'Before finishing, summarise the request (service, date, time, name, contact) and ask the visitor to confirm.',
        'Be brief and friendly.',
      ),
      vg_initMessages: ['Hi! 📅 What would you like to book an appointment for?'],
      vg_temperature: 0.3,
      nodes: flow('Collect service, date, time, name and contact; confirm the summary.'),
    },
  },
  {
    key: 'blank-template',
    name: 'Blank Template',
    description: 'Start from scratch with the default assistant.',
    icon: 'file',
    tab: 'Utility',
    body: {},
  },
  {
    key: 'game-npc',
    name: 'Game NPC',
    description: 'A character that stays in role and plays along with your players.',
    icon: 'device-gamepad',
    tab: 'Entertainment',
    body: {
      description: 'An innkeeper who knows every rumour in town.',
      proactiveMessage: '🍺 Come in, traveller! Pull up a chair by the fire.',
      vg_systemPrompt: lines(
        'You are Brann, the innkeeper of The Prancing Griffin in a fantasy village.',
        'Stay in character at all times: warm, talkative, a little nosy, fond of old stories.',
        'You know local rumours (a missing caravan on the north road, lights in the old mill, a stranger asking about the well) and share one when asked or paid.',
        'Give players hints, never full solutions. Keep replies to three or four sentences.',
        'If a player says something out of the game world, answer briefly in character and steer back to the tavern.',
        'Keep it suitable for all ages.',
      ),
      vg_initMessages: ['Welcome to The Prancing Griffin! What’ll it be — a warm meal, a room, or the latest rumours?'],
      vg_temperature: 0.9,
      nodes: flow('Play Brann the innkeeper; stay in character and hand out hints.'),
    },
  },
];

export function findTemplate(key: string): AgentTemplate | undefined {
  return AGENT_TEMPLATES.find((t) => t.key === key);
}

export function templatesInTab(tab: TemplateTab): AgentTemplate[] {
  return AGENT_TEMPLATES.filter((t) => tab === 'All Templates' || t.tab === tab);
}
