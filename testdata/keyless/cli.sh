#!/bin/sh
# The DynamoDB table keyless and its access patterns, designed by sql2dynamo.
# Set the variables a pattern names (customer_id=...) before running its call; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00).
set -eu

create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "keyless"
}'
}

# GetPost (testdata/keyless/input.sql:43:1): needs id
GetPost() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "POST#'"${id}"'"
    },
    "SK": {
      "S": "POST"
    }
  },
  "TableName": "keyless"
}'
}

# TagPost (testdata/keyless/input.sql:52:1): needs post_id, tag_id, my_row_id
TagPost() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "POST#'"${post_id}"'"
    },
    "GSI1SK": {
      "S": "POST_TAG#'"${tag_id}"'#'"${my_row_id}"'"
    },
    "PK": {
      "S": "TAG#'"${tag_id}"'"
    },
    "SK": {
      "S": "POST_TAG#'"${my_row_id}"'"
    },
    "_type": {
      "S": "post_tags"
    },
    "my_row_id": {
      "N": "'"${my_row_id}"'"
    },
    "post_id": {
      "N": "'"${post_id}"'"
    },
    "tag_id": {
      "N": "'"${tag_id}"'"
    }
  },
  "TableName": "keyless"
}'
}

# RecordView (testdata/keyless/input.sql:58:1): needs post_id, referrer, my_row_id, viewed_at, seconds
RecordView() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "POST#'"${post_id}"'"
    },
    "GSI1SK": {
      "S": "PAGE_VIEW#'"${referrer}"'#'"${my_row_id}"'"
    },
    "PK": {
      "S": "POST#'"${post_id}"'"
    },
    "SK": {
      "S": "PAGE_VIEW#'"${viewed_at}"'#'"${my_row_id}"'"
    },
    "_type": {
      "S": "page_views"
    },
    "my_row_id": {
      "N": "'"${my_row_id}"'"
    },
    "post_id": {
      "N": "'"${post_id}"'"
    },
    "referrer": {
      "S": "'"${referrer}"'"
    },
    "seconds": {
      "N": "'"${seconds}"'"
    },
    "viewed_at": {
      "S": "'"${viewed_at}"'"
    }
  },
  "TableName": "keyless"
}'
}

# ListViews (testdata/keyless/input.sql:61:1): needs post_id, viewed_at
ListViews() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#referrer": "referrer",
    "#seconds": "seconds",
    "#viewed_at": "viewed_at"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "POST#'"${post_id}"'"
    },
    ":sk": {
      "S": "PAGE_VIEW#'"${viewed_at}"'"
    },
    ":sk2": {
      "S": "PAGE_VIEW$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#viewed_at, #seconds, #referrer",
  "TableName": "keyless"
}'
}

# GetSetting (testdata/keyless/input.sql:67:1): needs name
GetSetting() {
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#value": "value"
  },
  "Key": {
    "PK": {
      "S": "SETTING#'"${name}"'"
    },
    "SK": {
      "S": "SETTING"
    }
  },
  "ProjectionExpression": "#value",
  "TableName": "keyless"
}'
}

# SetSetting (testdata/keyless/input.sql:70:1): needs value, name
SetSetting() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#value": "value"
  },
  "ExpressionAttributeValues": {
    ":value": {
      "S": "'"${value}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SETTING#'"${name}"'"
    },
    "SK": {
      "S": "SETTING"
    }
  },
  "TableName": "keyless",
  "UpdateExpression": "SET #value = :value"
}'
}
