import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { StockDetailQuery, type StockSuggestion } from '@alphadesk/contracts';
import { Button, Form, Input, type InputRef } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { errorMessage } from '@alphadesk/contracts';
import { schemaRule } from '../../components/forms/schemaRules.ts';
import { useStockSuggestions, type MarketFilter, type SectorFilter } from './queries.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** Spec §5: suggestions are asked for 300 ms after the last keystroke. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/** The box's one field, named as the contract's StockDetailQuery (what a search asks for) names it. */
interface Fields {
  q: string;
}
const queryRules = [schemaRule(StockDetailQuery, 'q', (message) => message)];

export interface SearchBoxProps {
  market: MarketFilter;
  sector: SectorFilter;
  /** The typed text was submitted (never blank). */
  onSearch: (text: string) => void;
  /** A suggestion was chosen. */
  onPick: (suggestion: StockSuggestion) => void;
}

/**
 * The search field: a combobox whose suggestions (symbol, name, exchange, market) follow the typed
 * text after 300 ms. Arrow keys move through them, Enter chooses one (or searches the text), Escape
 * closes the list; the clear button empties the field.
 */
export function SearchBox({ market, sector, onSearch, onPick }: SearchBoxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const listId = useId();
  const input = useRef<InputRef>(null);
  const [form] = Form.useForm<Fields>();
  const text = Form.useWatch('q', form) ?? '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useStockSuggestions({ q: open ? debounced : '', market, sector });
  const items = suggestions.data ?? [];
  const showList = open && debounced.trim() !== '' && text.trim() !== '';

  const change = () => {
    setOpen(true);
    setActive(-1);
  };
  const pick = (suggestion: StockSuggestion) => {
    form.setFields([{ name: 'q', value: suggestion.symbol, errors: [] }]);
    setOpen(false);
    onPick(suggestion);
  };
  // The contract's rule refuses a blank or too long text with its own words; nothing is asked.
  const search = ({ q }: Fields) => {
    setOpen(false);
    onSearch(q.trim());
  };
  const submit = () => form.submit();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const last = items.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = showList ? items[active] : undefined;
      if (chosen) pick(chosen);
      else submit();
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  let listBody: ReactNode = null;
  if (showList) {
    if (suggestions.isError) listBody = <li className="search-box__note">{t('search.failed')}</li>;
    else if (!suggestions.data) listBody = <li className="search-box__note">{t('search.searching')}</li>;
    else if (items.length === 0)
      listBody = (
        <li className="search-box__note" data-testid="suggestions-empty">
          {errorMessage('STOCK_NOT_FOUND', language)}
        </li>
      );
    else
      listBody = items.map((item, index) => (
        <li
          key={`${item.market}-${item.symbol}`}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={`search-box__option${index === active ? ' search-box__option--active' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => setActive(index)}
          onClick={() => pick(item)}
          data-testid={`suggestion-${item.symbol}`}
        >
          <span className="search-box__symbol">{item.symbol}</span>
          <span className="search-box__name">{item.name}</span>
          <span className="search-box__meta">
            {item.exchange} · {t(`search.markets.${item.market}`)}
          </span>
        </li>
      ));
  }

  return (
    <Form<Fields> form={form} className="search-box" initialValues={{ q: '' }} onFinish={search}>
      <Form.Item name="q" rules={queryRules} className="search-box__field">
        <Input
          ref={input}
          size="large"
          maxLength={50}
          placeholder={t('search.placeholder')}
          prefix={<SearchOutlined aria-hidden />}
          suffix={
            <button
              type="button"
              className="search-box__clear"
              aria-label={t('search.clear')}
              style={{ visibility: text ? 'visible' : 'hidden' }}
              onClick={() => {
                form.setFields([{ name: 'q', value: '', errors: [] }]);
                change();
                input.current?.focus();
              }}
              data-testid="search-clear"
            >
              <CloseCircleFilled />
            </button>
          }
          role="combobox"
          aria-label={t('search.title')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          onChange={change}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          data-testid="search-input"
        />
      </Form.Item>
      <Button type="primary" size="large" onClick={submit} data-testid="search-submit">
        {t('search.submit')}
      </Button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="search-box__list"
        hidden={!showList}
        data-testid="suggestions"
      >
        {listBody}
      </ul>
    </Form>
  );
}
