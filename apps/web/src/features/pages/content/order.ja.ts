import { LIMITS } from '@logoya/core/constants';
import type { ReadyOfferContent } from './order-types.ts';
import { SERVICE } from './service-facts.ts';

const content: ReadyOfferContent = {
  kind: 'ready',
  lead: 'Logoyaのロゴは、すべてプロのデザイナーによるオリジナル作品で、販売は1点限りです。店名・社名の名入れ、確認用画像、無料修正、必要なファイル形式のすべてが、ひとつの価格に含まれています。',
  offer: {
    label: '既製ロゴ',
    taxIncluded: '税込',
    includedTax: (rate, amount) => `うち消費税（${rate}%）：${amount}`,
    browse: 'ロゴを探す',
  },
  included: {
    heading: '価格に含まれるもの',
    items: [
      'あなただけに販売するオリジナルロゴ（著作権も譲渡）',
      '店名・社名の名入れ',
      `確認用画像${SERVICE.initialProposals}点と、${SERVICE.freeRevisions}回までの無料修正`,
      '印刷物や看板に使えるベクターデータ（.ai・.pdf・.svg）と、Web用の画像データ（.png・.jpg）',
      'ダウンロードでの納品（送料無料）',
      `納品後${SERVICE.dataWarrantyMonths}か月のデータ再送保証と、${SERVICE.repairMonths}か月の無償修理`,
    ],
  },
  options: {
    heading: 'オプション',
    intro: 'オプションはご注文時にお選びいただけます。',
    items: [
      {
        token: 'manual',
        name: 'ロゴマニュアル',
        text: '色や余白、最小サイズなど、ロゴを正しく使うためのガイドライン（PDF）。',
      },
      {
        token: 'motion',
        name: 'モーションロゴ',
        text: '動画やWebサイト、SNSで使える、ロゴのアニメーション版。',
      },
    ],
  },
  steps: {
    heading: 'ご購入の流れ',
    items: [
      { title: 'ご注文', text: 'ロゴを選び、名入れする名称を入力してご注文ください。' },
      {
        title: 'カード決済',
        text: 'クレジットカードで安全にお支払いいただけます。決済完了でロゴはあなただけのものに。',
      },
      {
        title: '確認用画像のご確認',
        text: `通常${SERVICE.confirmationImageDays}営業日以内に、お名前入りのロゴ画像をお送りします。`,
      },
      { title: 'デザインの確定', text: `${SERVICE.freeRevisions}回まで無料で修正し、デザインを確定します。` },
      {
        title: '納品',
        text: `デザイン確定後、通常${SERVICE.deliveryDaysAfterFinal}営業日以内に、注文履歴からデータをダウンロードいただけます。`,
      },
    ],
  },
  sections: [
    {
      id: 'keep',
      heading: '迷ったらキープ',
      blocks: [
        {
          kind: 'p',
          text: `会員の方は、気になるロゴを最大${LIMITS.maxKeeps}点まで、${LIMITS.keepDays}日間無料でキープできます。キープ中のロゴが他の方に購入されることはありません。`,
        },
      ],
    },
    {
      id: 'cancellation',
      heading: 'キャンセルについて',
      blocks: [
        {
          kind: 'p',
          text: [
            '初回の確認用画像をお送りする前であれば、キャンセルを承ります。送付後のキャンセル・返金はできません。詳しくは',
            { link: '/terms-use', text: '利用規約' },
            'をご覧ください。',
          ],
        },
      ],
    },
    {
      id: 'questions',
      heading: 'お問い合わせ',
      blocks: [
        {
          kind: 'p',
          text: [
            'ご不明な点は',
            { link: '/contact', text: 'お問い合わせフォーム' },
            'またはメール（',
            { seller: 'email' },
            `）でお気軽にどうぞ。営業時間は平日${SERVICE.officeHours.open}〜${SERVICE.officeHours.close}です。ぴったりのロゴが見つからないときは、`,
            { link: '/logo-mark-req', text: '無料ロゴリクエスト' },
            'もご利用ください。',
          ],
        },
      ],
    },
  ],
};

export default content;
