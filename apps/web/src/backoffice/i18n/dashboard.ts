/**
 * The dashboard's figures and charts (features/dashboard), merged into the 'backoffice' namespace
 * as `stats` (ja.ts).
 */
export const dashboardStatsJa = {
  heading: '売上と注文の状況',
  scope: {
    shop: 'ショップ全体の数値です。',
    own: 'あなたのロゴの数値です（ご自身のロゴの売上・注文・キープ・お気に入り）。',
    designer: '{{name}}さんのロゴの数値です。',
  },
  ownBadge: 'あなたのロゴ',
  period: '{{from}}〜{{to}}（日本時間）',
  range: {
    legend: '期間',
    days: '{{days}}日',
    custom: 'カスタム',
    from: '開始日',
    to: '終了日',
    apply: '表示',
    applying: '確認中…',
  },
  target: {
    label: '対象',
    shop: 'ショップ全体',
    designer: 'デザイナー: {{name}}',
  },
  tiles: {
    sales: '売上（入金済み）',
    salesHint: '入金日ごとの税込金額です。',
    orders: '注文数',
    paidOrders: '入金済みの注文 {{paid}}件',
    ordersHint: '注文日ごとの件数（状態を問わず）。',
    members: '新規会員',
    membersHint: '会員登録が完了した人数です。',
    conversion: 'キープからの購入率',
    conversionDetail: 'キープ {{keeps}}件のうち購入 {{purchased}}件',
    conversionNone: 'キープがありません',
    unit: '件',
    people: '人',
  },
  charts: {
    showTable: '表で見る',
    showChart: 'グラフで見る',
    day: '日付',
    sales: {
      title: '売上の推移',
      currency: '通貨',
      summary:
        '{{from}}〜{{to}}の{{currency}}の売上。合計 {{total}}、最も多い日は{{peak}}（{{peakValue}}）。',
      summaryEmpty: '{{from}}〜{{to}}の{{currency}}の売上はありません。',
    },
    orders: {
      title: '注文数の推移',
      orders: '注文数',
      paid: '入金済みの注文',
      summary: '{{from}}〜{{to}}の注文 {{orders}}件、入金済み {{paid}}件。',
    },
    members: {
      title: '新規会員の推移',
      members: '新規会員',
      summary: '{{from}}〜{{to}}の新規会員 {{members}}人。',
    },
    favorites: {
      title: 'お気に入りの多いロゴ',
      rank: '順位',
      logo: 'ロゴ',
      added: '期間中の追加',
      total: '現在の合計',
      unnamed: 'ロゴ {{id}}（名前なし）',
      summary: '期間中にお気に入りに追加された数の多いロゴ {{logos}}件。1位は{{name}}（{{added}}件）。',
      empty: '期間中にお気に入りに追加されたロゴはありません。',
    },
  },
  currencies: { JPY: '日本円（JPY）', USD: '米ドル（USD）', VND: 'ベトナムドン（VND）' },
  loadError: '数値を読み込めませんでした。',
} as const;
