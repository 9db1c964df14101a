// Ask Hong Kong's chat: questions as bubbles, a typing indicator while the server answers, the answer's cards, its
// suggestions as chips, voice input where the browser has speech recognition, and the last answers kept in this
// browser, shown again (with their age) when the page opens or the server cannot be reached. Under a fresh answer,
// "Wrong answer?" sends the question and what it was read as to the server, which keeps it.
import './app.js';
import { t, el, lang, locale } from './core.js';
import { api } from './api.js';
import { drawCard } from './ask-cards.js';
import { saveCopy, savedCopy, minutesSince } from './saved-copy.js';
import { findPosition, locationGranted, rememberedPosition } from './location.js';

const KEPT_KEY = 'nextstop.ask.answers';
const KEPT_COUNT = 10;
const log = document.getElementById('ask-log');
const typing = document.getElementById('ask-typing');
const chips = document.getElementById('ask-chips');
const form = document.getElementById('ask-form');
const input = document.getElementById('ask-text');
const voice = document.getElementById('ask-voice');
let conversationId = null;

function scrollToEnd() {
  log.lastElementChild?.scrollIntoView({ block: 'end' });
}

function questionBubble(text) {
  return el('li', { class: 'bubble from-visitor' }, el('p', {}, text));
}

/**
 * The answer's sentence and its cards. `savedAt` marks an answer shown again from this browser's copy: `offline`
 * when it stands in for one the server could not give now, else an earlier answer shown when the page opens.
 */
function answerBubble(answer, savedAt, { offline = false, question = null } = {}) {
  const cards = (answer.cards ?? []).filter((card) => card.type !== 'text').map(drawCard).filter(Boolean);
  const age = savedAt ? t(offline ? 'ask_offline_copy' : 'ask_earlier', { n: minutesSince(savedAt) }) : '';
  return el('li', { class: `bubble from-server${savedAt ? ' kept' : ''}` },
    age ? el('p', { class: `card-age${offline ? ' stale' : ''}` }, age) : '',
    el('p', {}, answer.text),
    cards,
    question ? wrongAnswerButton(question, answer) : '');
}

/** "Wrong answer?": sends the question and the intent it was answered as, then says it was noted. */
function wrongAnswerButton(question, answer) {
  const button = el('button', { type: 'button', class: 'wrong-answer' }, t('ask_wrong'));
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await api('/ask/feedback', { method: 'POST', body: { text: question, intent: answer.intent, lang: answer.lang } });
      button.replaceWith(el('p', { class: 'row-sub wrong-noted', role: 'status' }, t('ask_wrong_noted')));
    } catch {
      button.disabled = false;
    }
  });
  return button;
}

function noticeBubble(message) {
  return el('li', { class: 'bubble from-server notice', role: 'alert' }, el('p', {}, message));
}

function showChips(suggestions) {
  chips.replaceChildren(...suggestions.map((text) => el('button', { type: 'button', class: 'chip' }, text)));
}

function keptAnswers() {
  return savedCopy(KEPT_KEY)?.value ?? [];
}

function keep(question, answer) {
  const kept = keptAnswers().filter((entry) => entry.question !== question);
  kept.push({ question, answer, savedAt: Date.now() });
  saveCopy(KEPT_KEY, kept.slice(-KEPT_COUNT));
}

/**
 * Where the rider is, when the browser already lets the app know: sent with every question so "buses near me" has a
 * place, but never a prompt for a question that may not need one.
 */
async function knownPosition() {
  return (rememberedPosition() || (await locationGranted())) ? findPosition() : null;
}

async function ask(text) {
  const question = text.trim();
  log.append(questionBubble(question || '…'));
  input.value = '';
  typing.hidden = false;
  scrollToEnd();
  try {
    const near = await knownPosition();
    const answer = await api('/ask', {
      method: 'POST', body: { text: question, conversation_id: conversationId, lang, near: near ?? undefined },
    });
    conversationId = answer.conversation_id;
    log.append(answerBubble(answer, null, { question }));
    showChips(answer.suggestions ?? []);
    keep(question, answer);
  } catch (error) {
    if (error.status === 0) {
      const kept = keptAnswers().find((entry) => entry.question === question);
      log.append(kept ? answerBubble(kept.answer, kept.savedAt, { offline: true }) : noticeBubble(t('ask_offline_none')));
    } else {
      log.append(noticeBubble(t('ask_error', { message: error.message })));
    }
  } finally {
    typing.hidden = true;
    scrollToEnd();
  }
}

/**
 * The answers kept from earlier visits, each under its question and with its age. Those asked in another language
 * (before the language was switched) stay as they were, and a note says the conversation goes on anew in this one.
 */
function showKept() {
  const kept = keptAnswers();
  for (const entry of kept) log.append(questionBubble(entry.question), answerBubble(entry.answer, entry.savedAt));
  if (kept.some((entry) => entry.answer.lang && entry.answer.lang !== lang)) {
    log.append(el('li', { class: 'bubble from-server aside' }, el('p', {}, t('ask_new_language'))));
  }
  scrollToEnd();
}

function offerVoice() {
  const Recognition = window.SpeechRecognition ?? window.webkitSpeechRecognition;
  if (!Recognition) return;
  voice.hidden = false;
  voice.addEventListener('click', () => {
    const recognition = new Recognition();
    recognition.lang = locale;
    recognition.interimResults = false;
    input.placeholder = t('ask_listening');
    recognition.addEventListener('result', (event) => ask(event.results[0][0].transcript));
    recognition.addEventListener('end', () => { input.placeholder = t('ask_placeholder'); });
    recognition.start();
  });
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  ask(input.value);
});
chips.addEventListener('click', (event) => {
  const chip = event.target.closest('.chip');
  if (chip) ask(chip.textContent);
});
showKept();
offerVoice();
