import { LIMITS } from '@logoya/core/constants';
import { SERVICE } from './service-facts.ts';
import type { PageDoc } from './types.ts';

const formats = SERVICE.fileFormats.join('・');

const doc: PageDoc = {
  lead: 'Logoyaは、プロのデザイナーが制作した既製ロゴを販売するオンラインショップです。どのロゴも販売は1点限り。お選びいただいたデザインは、あなただけのロゴになります。',
  updated: '2026-11-23',
  sections: [
    {
      id: 'who-we-are',
      heading: '私たちについて',
      blocks: [
        {
          kind: 'p',
          text: [
            'Logoyaは',
            { seller: 'name' },
            'が運営しています。デザイナーが小規模事業者・店舗・サロン・クリニック・飲食店・スタートアップなどに向けたオリジナルロゴを制作し、確認用画像のご案内からデータの納品まで、スタッフが一件ずつ対応いたします。日本語・英語・ベトナム語でご利用いただけます。',
          ],
        },
        {
          kind: 'p',
          text: 'ロゴづくりに、何週間ものヒアリングやラフ案のやり取りは必要ありません。Logoyaなら完成したデザインを見てから購入でき、店名や社名を入れて、数日後には使い始められます。',
        },
      ],
    },
    {
      id: 'one-of-a-kind',
      heading: '1つのデザインに、持ち主は1人だけ',
      blocks: [
        {
          kind: 'p',
          text: 'カタログのロゴはすべてオリジナル作品です。ご購入と同時に「売約済み」となり、二度と販売されることはありません。ロゴの権利もご購入者さまへ移転するため、同じロゴを他社の看板で見かけることはありません。',
        },
        {
          kind: 'p',
          text: [
            '業種・頭文字・カラー・テイスト・キーワードからロゴを探せます。イメージに合うロゴが見つからないときは、',
            { link: '/logo-mark-req', text: '無料ロゴリクエスト' },
            'からご希望をお送りください。デザイナーが制作することがあります。',
          ],
        },
      ],
    },
    {
      id: 'price',
      heading: 'わかりやすい価格',
      blocks: [
        {
          kind: 'p',
          text: [
            '既製ロゴの価格は',
            { price: 'logo' },
            '（税込）です。店名・社名の追加、確認用画像、',
            `${SERVICE.freeRevisions}回までの無料修正、すべてのファイル形式が含まれます。オプションとして、ロゴマニュアル（`,
            { price: 'manual' },
            '）とモーションロゴ（',
            { price: 'motion' },
            '）もご用意しています。詳しくは',
            { link: '/order', text: 'ご購入案内' },
            'をご覧ください。',
          ],
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: 'ご購入の流れ',
      blocks: [
        {
          kind: 'ol',
          items: [
            'ロゴを選び、店名・社名を入力します。',
            'オンラインでご注文いただき、クレジットカードでお支払いください。',
            'お名前入りのロゴ確認用画像をご確認ください。',
            `${SERVICE.freeRevisions}回まで無料で修正し、デザインを確定します。`,
            `注文履歴からデータ（${formats}）をダウンロードしてください。送料はかかりません。`,
          ],
        },
      ],
    },
    {
      id: 'keep',
      heading: '検討中のロゴをキープ',
      blocks: [
        {
          kind: 'p',
          text: `社内で相談してから決めたいときは、キープ機能をご利用ください。会員の方は、お気に入りのロゴを最大${LIMITS.maxKeeps}点まで、${LIMITS.keepDays}日間無料でキープできます。キープ中のロゴは他のお客さまには「商談中」と表示され、購入されることはありません。`,
        },
      ],
    },
    {
      id: 'after-delivery',
      heading: '納品後のサポート',
      blocks: [
        {
          kind: 'p',
          text: `納品後${SERVICE.dataWarrantyMonths}か月以内であれば、ファイルが開けない・紛失したといった場合にデータを無償で再送いたします。また、納品データに不具合があった場合は、${SERVICE.repairMonths}か月以内であれば無償で修正いたします。`,
        },
      ],
    },
    {
      id: 'contact',
      heading: 'お問い合わせ',
      blocks: [
        {
          kind: 'p',
          text: [
            'ロゴやご注文、データについてのご質問は、',
            { link: '/contact', text: 'お問い合わせフォーム' },
            'またはメール（',
            { seller: 'email' },
            `）でお寄せください。営業時間は平日${SERVICE.officeHours.open}〜${SERVICE.officeHours.close}です。`,
          ],
        },
      ],
    },
  ],
};

export default doc;
